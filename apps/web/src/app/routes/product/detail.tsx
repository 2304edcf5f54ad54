import { ComingSoonPage } from '../../../components/coming-soon';

/** /pages/prouduct/detail (the spec spells the path this way). Its capability arrives in a later update; until then an honest state, in its frame. */
export function Component() {
  return <ComingSoonPage />;
}
