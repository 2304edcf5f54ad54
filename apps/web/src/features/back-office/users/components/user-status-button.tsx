import { useState } from 'react';
import type { UserDetail } from '@mall/contract/admin-users';
import { Button } from '../../../../components/ui/button';
import { showToast } from '../../../../lib/toast';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { useAdminT } from '../../i18n/admin-i18n';
import { useSetUserDisabled } from '../api/set-user-disabled';
import { refusalMessage } from '../refusal';

/** Disables (after a confirm: the user is logged out at once) or enables the account. */
export function UserStatusButton({ user }: { user: UserDetail['user'] }) {
  const t = useAdminT();
  const [open, setOpen] = useState(false);
  const mutation = useSetUserDisabled();
  if (user.status === 'deleted') return null;
  const disabling = user.status === 'active';
  const run = () =>
    mutation.mutate(
      { userId: user.id, disabled: disabling },
      {
        onSuccess: () => {
          setOpen(false);
          showToast(
            t(disabling ? 'users.disabledToast' : 'users.enabledToast', { email: user.email }),
            'success',
          );
        },
        onError: (error) => {
          setOpen(false);
          showToast(refusalMessage(error, t));
        },
      },
    );
  return (
    <>
      <Button
        variant={disabling ? 'secondary' : 'primary'}
        className={disabling ? 'text-red-800' : ''}
        onClick={() => setOpen(true)}
      >
        {t(disabling ? 'users.disable' : 'users.enable')}
      </Button>
      <ConfirmDialog
        open={open}
        title={t(disabling ? 'users.disableTitle' : 'users.enableTitle', { email: user.email })}
        confirmLabel={t(disabling ? 'users.disable' : 'users.enable')}
        danger={disabling}
        pending={mutation.isPending}
        onConfirm={run}
        onClose={() => setOpen(false)}
      >
        {t(disabling ? 'users.disableEffect' : 'users.enableEffect')}
      </ConfirmDialog>
    </>
  );
}
