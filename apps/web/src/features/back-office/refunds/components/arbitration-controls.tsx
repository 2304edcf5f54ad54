import { useState } from 'react';
import type { AdminRefund } from '@mall/contract/admin-orders';
import { Button } from '../../../../components/ui/button';
import { TextField } from '../../../../components/ui/text-field';
import { showToast } from '../../../../lib/toast';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { useAdminT } from '../../i18n/admin-i18n';
import { useArbitrateRefund } from '../api/arbitrate-refund';

/** Grant the refund (the money moves) or uphold the seller's refusal, after a confirmation. */
export function ArbitrationControls({ refund }: { refund: AdminRefund }) {
  const t = useAdminT();
  const mutation = useArbitrateRefund();
  const [approve, setApprove] = useState<boolean | null>(null);
  const [message, setMessage] = useState('');
  const order = refund.order.increment_id;
  const close = () => {
    setApprove(null);
    setMessage('');
  };
  return (
    <div className="mt-3 flex flex-wrap gap-2">
      <Button onClick={() => setApprove(true)} disabled={mutation.isPending}>
        {t('refunds.approve')}
        <span className="sr-only"> {t('refunds.cardTitle', { id: refund.id, order })}</span>
      </Button>
      <Button variant="secondary" onClick={() => setApprove(false)} disabled={mutation.isPending}>
        {t('refunds.uphold')}
        <span className="sr-only"> {t('refunds.cardTitle', { id: refund.id, order })}</span>
      </Button>
      <ConfirmDialog
        open={approve !== null}
        title={t(approve ? 'refunds.approveTitle' : 'refunds.upholdTitle', { order })}
        confirmLabel={t(approve ? 'refunds.approve' : 'refunds.uphold')}
        danger={approve === true}
        pending={mutation.isPending}
        onClose={close}
        onConfirm={() =>
          approve !== null &&
          mutation.mutate(
            { refundId: refund.id, approve, message: message.trim() },
            {
              onSuccess: () => {
                showToast(
                  t(approve ? 'refunds.approvedToast' : 'refunds.upheldToast', { order }),
                  'success',
                );
                close();
              },
            },
          )
        }
      >
        <p className="mb-3">{t(approve ? 'refunds.approveBody' : 'refunds.upholdBody')}</p>
        <TextField
          label={t('refunds.message')}
          value={message}
          onValueChange={setMessage}
          maxLength={500}
        />
      </ConfirmDialog>
    </div>
  );
}
