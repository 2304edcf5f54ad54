import { PolicyPage } from '../../../features/content/components/policy-page';

/** /pages/policy/return */
export function Component() {
  return <PolicyPage policy="return" />;
}
