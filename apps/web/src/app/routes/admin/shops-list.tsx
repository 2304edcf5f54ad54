import { ShopsPage } from '../../../features/back-office/shops/components/shops-page';

/** #/admin/shops */
export function Component() {
  return <ShopsPage />;
}
