import { useState, type ReactNode } from 'react';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import type { PaymentMethod } from '@mall/contract/checkout';
import type { Order } from '@mall/contract/orders';
import { REMARK_MAX } from '@mall/contract/rules';
import { Money } from '../../../components/money';
import { Button } from '../../../components/ui/button';
import { useT, type MessageKey } from '../../../lib/i18n';
import { showToast } from '../../../lib/toast';
import { isApiError } from '../../../lib/api-error';
import { useAddresses } from '../api/get-addresses';
import { useSubmitOrder } from '../api/submit-order';
import { readChoice, stepPath } from '../checkout-steps';
import { CheckoutFrame } from './checkout-frame';
import { formatAddress } from './delivery-step';

const METHOD_NAME: Record<PaymentMethod, MessageKey> = {
  wallet: 'checkout.payment.wallet',
  bank: 'checkout.payment.bank',
  cod: 'checkout.payment.cod',
};
const METHOD_HINT: Record<PaymentMethod, MessageKey> = {
  wallet: 'checkout.payment.walletHint',
  bank: 'checkout.payment.bankHint',
  cod: 'checkout.payment.codHint',
};

export interface PayStepProps {
  /** Shown under the wallet option: the buyer's balance (the route brings it from the wallet). */
  walletBalance: ReactNode;
  /** Pays one order just placed (the route brings it from the orders). */
  payOrder: (input: { orderId: number; method: PaymentMethod }) => Promise<Order>;
}

/** Step 3 (payment) and step 4 (confirm, `?step=confirm`) on /pages/cart/pay. */
export function PayStep({ walletBalance, payOrder }: PayStepProps) {
  const [params] = useSearchParams();
  const choice = readChoice(params);
  if (!choice.addressId || !choice.shipping)
    return <Navigate to={stepPath('delivery', choice)} replace />;
  if (params.get('step') === 'confirm' && choice.payment)
    return <ConfirmStep walletBalance={walletBalance} payOrder={payOrder} />;
  return <PaymentStep walletBalance={walletBalance} />;
}

function PaymentStep({ walletBalance }: Pick<PayStepProps, 'walletBalance'>) {
  const t = useT();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const choice = readChoice(params);
  const [method, setMethod] = useState<PaymentMethod | null>(choice.payment);
  return (
    <CheckoutFrame
      step="payment"
      choice={{ ...choice, payment: method }}
      bar={(checkout) => {
        const chosen = method ?? checkout.payments[0]?.method ?? null;
        return (
          <Button
            className="w-full"
            disabled={!chosen}
            onClick={() =>
              chosen && void navigate(stepPath('confirm', { ...choice, payment: chosen }))
            }
          >
            {t('checkout.toConfirm')}
          </Button>
        );
      }}
    >
      {(checkout) => {
        const chosen = method ?? checkout.payments[0]?.method ?? null;
        return (
          <section className="rounded-xl border border-stone-200 bg-white p-4">
            <fieldset>
              <legend className="mb-3 text-base font-semibold text-stone-900">
                {t('checkout.payment.title')}
              </legend>
              <div className="flex flex-col gap-2">
                {checkout.payments.map((option) => (
                  <label
                    key={option.method}
                    className={`flex cursor-pointer items-start gap-2 rounded-lg border p-3 text-sm ${option.method === chosen ? 'border-accent' : 'border-stone-200'}`}
                  >
                    <input
                      type="radio"
                      name="payment"
                      className="mt-0.5 size-4 accent-accent"
                      checked={option.method === chosen}
                      onChange={() => setMethod(option.method)}
                    />
                    <span className="flex flex-col gap-0.5">
                      <span className="font-semibold text-stone-900">
                        {t(METHOD_NAME[option.method])}
                      </span>
                      <span className="text-xs text-stone-600">
                        {t(METHOD_HINT[option.method])}
                      </span>
                      {option.method === 'wallet' ? walletBalance : null}
                    </span>
                  </label>
                ))}
              </div>
            </fieldset>
          </section>
        );
      }}
    </CheckoutFrame>
  );
}

function ConfirmStep({ walletBalance, payOrder }: PayStepProps) {
  const t = useT();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const choice = readChoice(params);
  const payment = choice.payment ?? 'wallet';
  const addresses = useAddresses();
  const submit = useSubmitOrder();
  const [remark, setRemark] = useState('');
  const [paying, setPaying] = useState(false);
  const address =
    addresses.data?.addressList.find((a) => a.address_id === choice.addressId) ?? null;
  const busy = submit.isPending || paying;

  const payPlaced = async (orders: { order_id: number }[]) => {
    setPaying(true);
    const paid: Order[] = [];
    for (const order of orders) {
      try {
        paid.push(await payOrder({ orderId: order.order_id, method: payment }));
      } catch (error) {
        // Insufficient balance and the like: the server's message was shown; the order waits unpaid.
        if (!isApiError(error)) throw error;
      }
    }
    setPaying(false);
    const message =
      paid.length === orders.length
        ? payment === 'bank'
          ? t('checkout.placed.bank', { count: orders.length })
          : payment === 'cod'
            ? t('checkout.placed.cod', { count: orders.length })
            : t('checkout.placed.paid', { count: orders.length })
        : t('checkout.placed.unpaid', { count: orders.length - paid.length });
    showToast(message, paid.length === orders.length ? 'success' : 'info');
    void navigate(
      orders.length === 1 && orders[0]
        ? `/pages/history/detail?id=${orders[0].order_id}`
        : '/pages/history/purchase',
      { replace: true },
    );
  };

  const place = () => {
    submit.mutate(
      {
        address_id: choice.addressId ?? undefined,
        shipping_method: choice.shipping ?? '',
        payment_method: payment,
        ...(remark.trim() ? { order_remark: remark.trim() } : {}),
      },
      {
        // Pays each placed order in turn; the toast and the navigation follow the last answer.
        onSuccess: ({ orders }) => void payPlaced(orders),
      },
    );
  };

  return (
    <CheckoutFrame
      step="confirm"
      choice={choice}
      bar={() => (
        <Button className="w-full" onClick={place} disabled={busy} aria-busy={busy || undefined}>
          {busy
            ? t('checkout.placing')
            : payment === 'wallet'
              ? t('checkout.placeAndPay')
              : t('checkout.placeOrder')}
        </Button>
      )}
    >
      {(checkout) => {
        const option = checkout.shippings.find((s) => s.method === choice.shipping);
        return (
          <section
            aria-labelledby="confirm-title"
            className="flex flex-col gap-3 rounded-xl border border-stone-200 bg-white p-4"
          >
            <h2 id="confirm-title" className="text-base font-semibold text-stone-900">
              {t('checkout.confirmTitle')}
            </h2>
            <dl className="grid gap-3 text-sm sm:grid-cols-[10rem_1fr]">
              <dt className="font-medium text-stone-700">{t('checkout.address.title')}</dt>
              <dd className="text-stone-900">
                {address ? (
                  <>
                    {address.first_name} {address.last_name} · {address.telephone}
                    <br />
                    {formatAddress(address)}
                  </>
                ) : (
                  '…'
                )}
              </dd>
              <dt className="font-medium text-stone-700">{t('checkout.deliveryType')}</dt>
              <dd className="text-stone-900">
                {option?.label ?? choice.shipping}{' '}
                {option ? <Money value={option.cost} kind="amount" /> : null}
              </dd>
              <dt className="font-medium text-stone-700">{t('checkout.payment.title')}</dt>
              <dd className="flex flex-col text-stone-900">
                {t(METHOD_NAME[payment])}
                <span className="text-xs text-stone-600">{t(METHOD_HINT[payment])}</span>
                {payment === 'wallet' ? walletBalance : null}
              </dd>
            </dl>
            <div className="flex flex-col gap-1">
              <label htmlFor="order-remark" className="text-sm font-medium text-stone-800">
                {t('checkout.remark')}{' '}
                <span className="font-normal text-stone-600">({t('checkout.optional')})</span>
              </label>
              <textarea
                id="order-remark"
                value={remark}
                maxLength={REMARK_MAX}
                rows={2}
                onChange={(event) => setRemark(event.target.value)}
                className="rounded-lg border border-stone-300 bg-white p-2 text-base"
              />
              <p className="text-end text-xs text-stone-600">
                {remark.length}/{REMARK_MAX}
              </p>
            </div>
          </section>
        );
      }}
    </CheckoutFrame>
  );
}
