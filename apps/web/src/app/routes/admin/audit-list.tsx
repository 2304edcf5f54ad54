import { AuditPage } from '../../../features/back-office/audit/components/audit-page';

/** /admin/audit: the audit log of back-office actions. */
export function Component() {
  return <AuditPage />;
}
