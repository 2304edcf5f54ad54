import { PolicyPage } from '../../../features/content/components/policy-page';

/** /pages/policy/about_us */
export function Component() {
  return <PolicyPage policy="about_us" />;
}
