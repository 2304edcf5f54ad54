import { ComingSoonPage } from '../../../components/coming-soon';

/** /pages/policy/support. Its capability arrives in a later update; until then an honest state, in its frame. */
export function Component() {
  return <ComingSoonPage />;
}
