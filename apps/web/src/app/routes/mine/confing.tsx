import { ComingSoonPage } from '../../../components/coming-soon';

/** /pages/mine/confing: profile and payment settings (the spec spells the path this way). Its capability arrives in a later update; until then an honest state, in its frame. */
export function Component() {
  return <ComingSoonPage />;
}
