import { PoliciesPage } from '../../../features/back-office/content/components/policies-page';

/** /admin/policies: the six policies (permission content). */
export function Component() {
  return <PoliciesPage />;
}
