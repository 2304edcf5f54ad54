import { ProductsPage } from '../../../features/back-office/catalogue/components/products-page';

/** /admin/products (permission catalogue). */
export function Component() {
  return <ProductsPage />;
}
