import { ComingSoonPage } from '../../../components/coming-soon';

/** /pages/category/detail: one category's products. Its capability arrives in a later update; until then an honest state, in its frame. */
export function Component() {
  return <ComingSoonPage />;
}
