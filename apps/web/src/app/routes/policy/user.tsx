import { PolicyPage } from '../../../features/content/components/policy-page';

/** /pages/policy/user */
export function Component() {
  return <PolicyPage policy="user" />;
}
