import { useState } from 'react';
import type { AdminShop } from '@mall/contract/shops';
import { TextField } from '../../../../components/ui/text-field';
import { showToast } from '../../../../lib/toast';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { useAdminT } from '../../i18n/admin-i18n';
import { useSuspendShops } from '../api/suspend-shop';

/** Shops to suspend (or open again), and what to do with the table's selection after. */
export interface SuspendRequest {
  shops: readonly AdminShop[];
  suspended: boolean;
  clear?: () => void;
}

/** Asks before suspending or opening shops, with a reason for the audit log. */
export function SuspendDialog({
  request,
  onClose,
}: {
  request: SuspendRequest | null;
  onClose: () => void;
}) {
  const t = useAdminT();
  const [reason, setReason] = useState('');
  const mutation = useSuspendShops();
  const count = request?.shops.length ?? 0;
  const suspending = request?.suspended ?? true;
  const close = () => {
    setReason('');
    onClose();
  };
  return (
    <ConfirmDialog
      open={request !== null}
      title={t(suspending ? 'shops.suspendTitle' : 'shops.unsuspendTitle', { count })}
      confirmLabel={t(suspending ? 'shops.suspend' : 'shops.unsuspend')}
      danger={suspending}
      pending={mutation.isPending}
      onClose={close}
      onConfirm={() => {
        if (!request) return;
        mutation.mutate(
          {
            shopIds: request.shops.map((shop) => shop.id),
            suspended: request.suspended,
            reason: reason.trim(),
          },
          {
            onSuccess: (done) => {
              showToast(
                t(request.suspended ? 'shops.suspended' : 'shops.unsuspended', { count: done }),
                'success',
              );
              request.clear?.();
              close();
            },
          },
        );
      }}
    >
      <p className="mb-2">{t(suspending ? 'shops.suspendBody' : 'shops.unsuspendBody')}</p>
      <ul className="mb-3 list-disc ps-5">
        {request?.shops.map((shop) => (
          <li key={shop.id}>{shop.name}</li>
        ))}
      </ul>
      <TextField
        label={t('shops.reason')}
        value={reason}
        onValueChange={setReason}
        maxLength={500}
      />
    </ConfirmDialog>
  );
}
