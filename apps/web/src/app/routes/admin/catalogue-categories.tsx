import { CategoriesPage } from '../../../features/back-office/catalogue/components/categories-page';

/** /admin/categories (permission catalogue). */
export function Component() {
  return <CategoriesPage />;
}
