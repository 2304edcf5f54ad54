import { PolicyPage } from '../../../features/content/components/policy-page';

/** /pages/policy/support */
export function Component() {
  return <PolicyPage policy="support" />;
}
