import { useId, useState } from 'react';
import type { Order, OrderItem } from '@mall/contract/orders';
import { REMARK_MAX as MAX_TEXT } from '@mall/contract/rules';
import { Button } from '../../../components/ui/button';
import { SelectField } from '../../../components/ui/select-field';
import { useT } from '../../../lib/i18n';
import { showToast } from '../../../lib/toast';
import type { UploadResult } from '../../../lib/upload';
import { useCancelOrder } from '../api/cancel-order';
import { useCommentOrder } from '../api/comment-order';
import { useCompleteOrder } from '../api/complete-order';
import { usePayOrder } from '../api/pay-order';
import { useRequestRefund } from '../api/request-refund';
import { ImagesField } from '../../../components/images-field';

function TextArea({
  label,
  value,
  onChange,
  required,
  error,
}: {
  label: string;
  value: string;
  onChange: (v: string) => void;
  required?: boolean;
  error?: string | undefined;
}) {
  const id = useId();
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-sm font-medium text-stone-800">
        {label}
      </label>
      <textarea
        id={id}
        value={value}
        maxLength={MAX_TEXT}
        rows={3}
        required={required}
        aria-invalid={error ? true : undefined}
        onChange={(event) => onChange(event.target.value)}
        className={`rounded-lg border bg-white p-2 text-base ${error ? 'border-red-700' : 'border-stone-300'}`}
      />
      <div className="flex justify-between text-xs">
        <span className="text-red-700" role={error ? 'alert' : undefined}>
          {error}
        </span>
        <span className="text-stone-600">
          {value.length}/{MAX_TEXT}
        </span>
      </div>
    </div>
  );
}

/** The buyer's actions on one order, as its `actions` allow: pay, cancel, complete, refund. */
export function OrderActions({ order }: { order: Order }) {
  const t = useT();
  const pay = usePayOrder();
  const complete = useCompleteOrder();
  const [open, setOpen] = useState<'cancel' | 'refund' | null>(null);
  const can = (action: Order['actions'][number]) => order.actions.includes(action);
  if (!can('pay') && !can('cancel') && !can('complete') && !can('refund')) return null;
  return (
    <section
      aria-label={t('orders.actions')}
      className="flex flex-col gap-3 rounded-xl border border-stone-200 bg-white p-4"
    >
      <div className="flex flex-wrap gap-2">
        {can('pay') ? (
          <Button
            disabled={pay.isPending}
            onClick={() =>
              pay.mutate(
                { orderId: order.order_id },
                { onSuccess: () => showToast(t('orders.paid'), 'success') },
              )
            }
          >
            {t('orders.pay')}
          </Button>
        ) : null}
        {can('complete') ? (
          <Button
            disabled={complete.isPending}
            onClick={() =>
              complete.mutate(order.order_id, {
                onSuccess: () => showToast(t('orders.completed'), 'success'),
              })
            }
          >
            {t('orders.confirmReceipt')}
          </Button>
        ) : null}
        {can('cancel') ? (
          <Button
            variant="secondary"
            aria-expanded={open === 'cancel'}
            onClick={() => setOpen(open === 'cancel' ? null : 'cancel')}
          >
            {t('orders.cancel')}
          </Button>
        ) : null}
        {can('refund') ? (
          <Button
            variant="secondary"
            aria-expanded={open === 'refund'}
            onClick={() => setOpen(open === 'refund' ? null : 'refund')}
          >
            {t('orders.refund')}
          </Button>
        ) : null}
      </div>
      {open === 'cancel' ? <CancelForm order={order} onDone={() => setOpen(null)} /> : null}
      {open === 'refund' ? <RefundForm order={order} onDone={() => setOpen(null)} /> : null}
    </section>
  );
}

function CancelForm({ order, onDone }: { order: Order; onDone: () => void }) {
  const t = useT();
  const cancel = useCancelOrder();
  const [remark, setRemark] = useState('');
  return (
    <form
      aria-label={t('orders.cancelTitle')}
      className="flex flex-col gap-2"
      onSubmit={(event) => {
        event.preventDefault();
        cancel.mutate(
          { orderId: order.order_id, remark },
          { onSuccess: () => (showToast(t('orders.cancelled'), 'success'), onDone()) },
        );
      }}
    >
      <TextArea label={t('orders.cancelRemark')} value={remark} onChange={setRemark} />
      <Button type="submit" disabled={cancel.isPending} className="self-start">
        {t('orders.confirmCancel')}
      </Button>
    </form>
  );
}

function RefundForm({ order, onDone }: { order: Order; onDone: () => void }) {
  const t = useT();
  const refund = useRequestRefund();
  const [scope, setScope] = useState('');
  const [reason, setReason] = useState('');
  const [touched, setTouched] = useState(false);
  const [images, setImages] = useState<UploadResult[]>([]);
  const error = touched && !reason.trim() ? t('orders.reasonRequired') : undefined;
  const items = order.items.filter(
    (item) =>
      !item.refund_state || item.refund_state === 'rejected' || item.refund_state === 'cancelled',
  );
  return (
    <form
      aria-label={t('orders.refundTitle')}
      className="flex flex-col gap-3"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        setTouched(true);
        if (!reason.trim()) return;
        refund.mutate(
          {
            orderId: order.order_id,
            itemId: scope ? Number(scope) : null,
            reason,
            images: images.map((i) => i.path),
          },
          { onSuccess: () => (showToast(t('orders.refundSent'), 'success'), onDone()) },
        );
      }}
    >
      <SelectField
        stacked
        label={t('orders.refundScope')}
        value={scope}
        onValueChange={setScope}
        options={[
          { value: '', label: t('orders.wholeOrder') },
          ...items.map((item) => ({
            value: String(item.item_id),
            label: `${item.name} ×${item.num}`,
          })),
        ]}
      />
      <TextArea
        label={t('orders.refundReason')}
        value={reason}
        onChange={(v) => {
          setReason(v);
          setTouched(true);
        }}
        required
        error={error}
      />
      <ImagesField label={t('orders.refundImages')} value={images} onChange={setImages} />
      <Button type="submit" disabled={refund.isPending} className="self-start">
        {t('orders.sendRefund')}
      </Button>
    </form>
  );
}

/** A review of one bought item: stars (5 by default), up to 140 characters, images. */
export function CommentForm({
  order,
  item,
  onDone,
}: {
  order: Order;
  item: OrderItem;
  onDone: () => void;
}) {
  const t = useT();
  const comment = useCommentOrder();
  const [star, setStar] = useState(5);
  const [content, setContent] = useState('');
  const [images, setImages] = useState<UploadResult[]>([]);
  return (
    <form
      aria-label={t('orders.reviewOf', { name: item.name })}
      className="flex flex-col gap-3 rounded-lg bg-stone-50 p-3"
      onSubmit={(event) => {
        event.preventDefault();
        comment.mutate(
          {
            order_id: order.order_id,
            product_id: item.product_id,
            star,
            content: content.trim(),
            images: images.map((i) => i.path),
          },
          { onSuccess: () => (showToast(t('orders.reviewed'), 'success'), onDone()) },
        );
      }}
    >
      <fieldset>
        <legend className="text-sm font-medium text-stone-800">{t('orders.rating')}</legend>
        <div className="flex gap-1">
          {[1, 2, 3, 4, 5].map((n) => (
            <label
              key={n}
              className="cursor-pointer rounded text-2xl leading-none has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-accent"
            >
              <input
                type="radio"
                name={`star-${item.item_id}`}
                value={n}
                checked={star === n}
                onChange={() => setStar(n)}
                className="sr-only"
                aria-label={t('orders.stars', { count: n })}
              />
              <span aria-hidden="true" className={n <= star ? 'text-amber-500' : 'text-stone-300'}>
                ★
              </span>
            </label>
          ))}
        </div>
      </fieldset>
      <TextArea label={t('orders.reviewText')} value={content} onChange={setContent} />
      <ImagesField label={t('orders.reviewImages')} value={images} onChange={setImages} />
      <Button type="submit" disabled={comment.isPending} className="self-start">
        {t('orders.submitReview')}
      </Button>
    </form>
  );
}
