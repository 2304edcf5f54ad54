import { PolicyPage } from '../../../features/content/components/policy-page';

/** /pages/policy/privacy */
export function Component() {
  return <PolicyPage policy="privacy" />;
}
