import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Sheet } from '../../../components/ui/sheet';
import { useT } from '../../../lib/i18n';
import { showToast } from '../../../lib/toast';
import { useRevokeWithdrawal } from '../api/revoke-withdrawal';
import type { WalletRecord } from '../types';
import { DualMoney } from './dual-money';

/** Recalls (withdraw_revoke) a pending withdrawal after a confirmation: the amount returns to the balance. */
export function RecallButton({ record }: { record: WalletRecord }) {
  const t = useT();
  const [open, setOpen] = useState(false);
  const mutation = useRevokeWithdrawal();
  const recall = () =>
    mutation.mutate(record.id, {
      onSuccess: () => {
        setOpen(false);
        showToast(t('wallet.recalled'), 'success');
      },
      onError: () => setOpen(false),
    });
  return (
    <>
      <Button
        variant="secondary"
        onClick={() => setOpen(true)}
        disabled={mutation.isPending}
        aria-haspopup="dialog"
      >
        {t('wallet.recall')}
      </Button>
      <Sheet
        open={open}
        onClose={() => setOpen(false)}
        title={t('wallet.recallTitle')}
        closeLabel={t('wallet.close')}
        footer={
          <div className="flex flex-wrap justify-end gap-2">
            <Button variant="secondary" onClick={() => setOpen(false)}>
              {t('wallet.keepWithdrawal')}
            </Button>
            <Button
              onClick={recall}
              disabled={mutation.isPending}
              aria-busy={mutation.isPending || undefined}
            >
              {t('wallet.confirmRecall')}
            </Button>
          </div>
        }
      >
        <p className="text-sm text-stone-700">
          {t('wallet.recallBody')}{' '}
          <DualMoney value={record.amount} className="font-semibold text-stone-900" />
        </p>
      </Sheet>
    </>
  );
}
