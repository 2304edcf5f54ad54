import type { ReactNode } from 'react';
import { Button } from '../../../components/ui/button';
import { Sheet } from '../../../components/ui/sheet';
import { useAdminT } from '../i18n/admin-i18n';

export interface ConfirmDialogProps {
  open: boolean;
  title: string;
  /** What happens, in plain words (which records, can it be undone). */
  children?: ReactNode;
  /** The confirm button's words ("Disable 3 users"); "Confirm" when none. */
  confirmLabel?: string;
  /** Red confirm button for what cannot be undone easily. */
  danger?: boolean;
  pending?: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

/** Asks before a dangerous action; the action runs on confirm, the dialog closes on cancel. */
export function ConfirmDialog({
  open,
  title,
  children,
  confirmLabel,
  danger,
  pending,
  onConfirm,
  onClose,
}: ConfirmDialogProps) {
  const t = useAdminT();
  return (
    <Sheet
      open={open}
      onClose={onClose}
      title={title}
      closeLabel={t('shell.drawer.close')}
      footer={
        <div className="flex justify-end gap-2">
          <Button variant="secondary" onClick={onClose} disabled={pending}>
            {t('shell.confirm.cancel')}
          </Button>
          <Button
            onClick={onConfirm}
            disabled={pending}
            className={danger ? 'bg-red-700 hover:bg-red-800' : ''}
          >
            {confirmLabel ?? t('shell.confirm.confirm')}
          </Button>
        </div>
      }
    >
      <div className="text-sm text-stone-700">{children}</div>
    </Sheet>
  );
}
