import { AdvertsPage } from '../../../features/back-office/content/components/adverts-page';

/** /admin/adverts: the five home positions and the popup (permission content). */
export function Component() {
  return <AdvertsPage />;
}
