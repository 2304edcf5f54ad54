import { PolicyPage } from '../../../features/content/components/policy-page';

/** /pages/policy/terms */
export function Component() {
  return <PolicyPage policy="terms" />;
}
