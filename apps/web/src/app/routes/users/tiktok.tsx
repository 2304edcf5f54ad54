import { ComingSoonPage } from '../../../components/coming-soon';

/** /pages/users/tiktok: login and binding with a short-video account. Its capability arrives in a later update; until then an honest state, in its frame. */
export function Component() {
  return <ComingSoonPage />;
}
