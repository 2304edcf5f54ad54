import { BrandsPage } from '../../../features/back-office/catalogue/components/brands-page';

/** /admin/brands (permission catalogue). */
export function Component() {
  return <BrandsPage />;
}
