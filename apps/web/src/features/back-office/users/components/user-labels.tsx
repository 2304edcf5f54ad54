import type { UserStatus } from '@mall/contract/admin-users';
import { isStaffRole } from '@mall/contract/staff';
import { useAdminT } from '../../i18n/admin-i18n';

const STATUS_CLASS: Record<UserStatus, string> = {
  active: 'bg-emerald-50 text-emerald-800 ring-emerald-200',
  disabled: 'bg-red-50 text-red-800 ring-red-200',
  deleted: 'bg-stone-100 text-stone-700 ring-stone-300',
};

/** A user's status as a small coloured label. */
export function UserStatusLabel({ status }: { status: UserStatus }) {
  const t = useAdminT();
  return (
    <span
      className={`inline-block rounded-full px-2 py-0.5 text-xs font-semibold ring-1 ${STATUS_CLASS[status]}`}
    >
      {t(`users.status.${status}`)}
    </span>
  );
}

/** A user's roles: staff roles by their back-office names, others as stored; "—" when none. */
export function RoleList({ roles }: { roles: readonly string[] }) {
  const t = useAdminT();
  if (roles.length === 0) return <span className="text-stone-500">—</span>;
  return (
    <span className="flex flex-wrap gap-1">
      {roles.map((role) => (
        <span key={role} className="rounded bg-stone-100 px-1.5 py-0.5 text-xs text-stone-800">
          {isStaffRole(role) ? t(`shell.roles.${role}`) : role}
        </span>
      ))}
    </span>
  );
}
