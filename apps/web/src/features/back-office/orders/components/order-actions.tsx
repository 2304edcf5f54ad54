import { useState } from 'react';
import type { Order } from '@mall/contract/orders';
import { Button } from '../../../../components/ui/button';
import { TextField } from '../../../../components/ui/text-field';
import { showToast } from '../../../../lib/toast';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { useAdminT, type AdminMessageKey } from '../../i18n/admin-i18n';
import { useAdvanceOrder } from '../api/advance-order';
import { useCancelOrder } from '../api/cancel-order';
import { useConfirmPayment } from '../api/confirm-payment';

type Action = 'in_transit' | 'delivered' | 'approve' | 'reject' | 'cancel';

/** What the back office may do to an order in its state (the server decides in the end). */
export function actionsOf(order: Order): Action[] {
  const actions: Action[] = [];
  if (order.delivery_status === 'shipped') actions.push('in_transit');
  if (order.delivery_status === 'shipped' || order.delivery_status === 'in_transit')
    actions.push('delivered');
  if (order.payment_status === 'pending' && order.order_status === 'unpaid')
    actions.push('approve', 'reject');
  if (['unpaid', 'paid', 'to_ship'].includes(order.order_status)) actions.push('cancel');
  return actions;
}

const TEXTS: Record<
  Action,
  { button: AdminMessageKey; title: AdminMessageKey; body: AdminMessageKey; done: AdminMessageKey }
> = {
  in_transit: {
    button: 'orders.act.markInTransit',
    title: 'orders.act.inTransitTitle',
    body: 'orders.act.inTransitBody',
    done: 'orders.act.advanced',
  },
  delivered: {
    button: 'orders.act.markDelivered',
    title: 'orders.act.deliveredTitle',
    body: 'orders.act.deliveredBody',
    done: 'orders.act.advanced',
  },
  approve: {
    button: 'orders.act.confirmPayment',
    title: 'orders.act.confirmPaymentTitle',
    body: 'orders.act.confirmPaymentBody',
    done: 'orders.act.paymentConfirmed',
  },
  reject: {
    button: 'orders.act.rejectPayment',
    title: 'orders.act.rejectPaymentTitle',
    body: 'orders.act.rejectPaymentBody',
    done: 'orders.act.paymentRejected',
  },
  cancel: {
    button: 'orders.act.cancel',
    title: 'orders.act.cancelTitle',
    body: 'orders.act.cancelBody',
    done: 'orders.act.cancelled',
  },
};

/**
 * An order's back-office actions (advance the delivery, decide a bank payment, cancel with a
 * reason), each asked for in a dialog and answered with a toast.
 */
export function OrderActions({ order, compact = false }: { order: Order; compact?: boolean }) {
  const t = useAdminT();
  const advance = useAdvanceOrder();
  const payment = useConfirmPayment();
  const cancel = useCancelOrder();
  const [open, setOpen] = useState<Action | null>(null);
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState(false);
  const actions = actionsOf(order);
  if (actions.length === 0) return compact ? <span className="text-stone-500">—</span> : null;
  const id = order.increment_id;
  const pending = advance.isPending || payment.isPending || cancel.isPending;
  const close = () => {
    setOpen(null);
    setReason('');
    setReasonError(false);
  };
  const done = (action: Action) => ({
    onSuccess: () => {
      showToast(t(TEXTS[action].done, { id }), 'success');
      close();
    },
  });
  const run = (action: Action) => {
    if (action === 'in_transit' || action === 'delivered')
      advance.mutate({ orderId: order.order_id, status: action }, done(action));
    else if (action === 'approve' || action === 'reject')
      payment.mutate({ orderId: order.order_id, approve: action === 'approve' }, done(action));
    else if (reason.trim() === '') setReasonError(true);
    else cancel.mutate({ orderId: order.order_id, reason: reason.trim() }, done(action));
  };
  const size = compact ? 'min-h-9 px-3 text-xs' : 'min-h-10 px-4';
  return (
    <div className="flex flex-wrap gap-1">
      {actions.map((action) => (
        <Button
          key={action}
          variant={action === 'delivered' || action === 'approve' ? 'primary' : 'secondary'}
          className={size}
          disabled={pending}
          onClick={() => setOpen(action)}
        >
          {t(TEXTS[action].button)}
          <span className="sr-only"> {id}</span>
        </Button>
      ))}
      <ConfirmDialog
        open={open !== null}
        title={open ? t(TEXTS[open].title, { id }) : ''}
        confirmLabel={open ? t(TEXTS[open].button) : undefined}
        danger={open === 'cancel' || open === 'reject'}
        pending={pending}
        onClose={close}
        onConfirm={() => open && run(open)}
      >
        {open ? <p className="mb-3">{t(TEXTS[open].body)}</p> : null}
        {open === 'cancel' ? (
          <TextField
            label={t('orders.act.cancelReason')}
            value={reason}
            onValueChange={(value) => {
              setReason(value);
              setReasonError(false);
            }}
            maxLength={140}
            error={reasonError ? t('orders.act.reasonRequired') : undefined}
          />
        ) : null}
      </ConfirmDialog>
    </div>
  );
}
