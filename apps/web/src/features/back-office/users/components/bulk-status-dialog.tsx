import { useState } from 'react';
import type { UserRow } from '@mall/contract/admin-users';
import { queryClient } from '../../../../lib/query-client';
import { queryKeys } from '../../../../lib/query-keys';
import { showToast } from '../../../../lib/toast';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { useAdminT } from '../../i18n/admin-i18n';
import { setUserDisabled } from '../api/set-user-disabled';
import { refusalMessage } from '../refusal';

/** The rows chosen in the list and what to do with them. */
export interface BulkRequest {
  users: UserRow[];
  disabled: boolean;
  /** Lets the table's selection go once done. */
  clear: () => void;
}

const LISTED = 8;

/**
 * Asks before disabling (or enabling) the chosen users, then changes them one by one: one
 * toast says how many changed, another which were refused and why.
 */
export function BulkStatusDialog({
  request,
  onClose,
}: {
  request: BulkRequest | null;
  onClose: () => void;
}) {
  const t = useAdminT();
  const [pending, setPending] = useState(false);
  const users = request?.users ?? [];
  const disabled = request?.disabled ?? true;

  const run = async () => {
    if (!request) return;
    setPending(true);
    const refused: string[] = [];
    let changed = 0;
    for (const user of request.users) {
      try {
        await setUserDisabled({ userId: user.id, disabled });
        changed += 1;
      } catch (error) {
        refused.push(`${user.email}: ${refusalMessage(error, t)}`);
      }
    }
    await queryClient.invalidateQueries({ queryKey: queryKeys.backOffice.of('users') });
    setPending(false);
    request.clear();
    onClose();
    if (changed > 0)
      showToast(
        t(disabled ? 'users.bulk.disabled' : 'users.bulk.enabled', { count: changed }),
        'success',
      );
    if (refused.length > 0)
      showToast(t('users.bulk.refused', { count: refused.length, list: refused.join('; ') }));
  };

  return (
    <ConfirmDialog
      open={request !== null}
      title={t(disabled ? 'users.bulk.disableTitle' : 'users.bulk.enableTitle', {
        count: users.length,
      })}
      confirmLabel={t(disabled ? 'users.bulk.disableConfirm' : 'users.bulk.enableConfirm', {
        count: users.length,
      })}
      danger={disabled}
      pending={pending}
      onConfirm={() => void run()}
      onClose={onClose}
    >
      <p>{t(disabled ? 'users.disableEffect' : 'users.enableEffect')}</p>
      <ul className="mt-2 list-disc ps-5">
        {users.slice(0, LISTED).map((user) => (
          <li key={user.id}>{user.email}</li>
        ))}
      </ul>
      {users.length > LISTED ? (
        <p className="mt-1 text-stone-600">
          {t('users.bulk.more', { count: users.length - LISTED })}
        </p>
      ) : null}
    </ConfirmDialog>
  );
}
