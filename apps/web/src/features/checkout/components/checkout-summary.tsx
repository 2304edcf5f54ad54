import type { Checkout } from '@mall/contract/checkout';
import { Money } from '../../../components/money';
import { useT } from '../../../lib/i18n';
import { formatMoney, USD, useCurrency } from '../../../lib/money';
import { mediaUrl } from '../../../lib/media';

/** The items and the server's figures: subtotal, delivery for every shop, the total, in USD too. */
export function CheckoutSummary({
  checkout,
  shipping,
}: {
  checkout: Checkout;
  shipping: string | null;
}) {
  const t = useT();
  const currency = useCurrency();
  const shops = new Set(checkout.items.map((item) => item.shop.id)).size;
  const option = checkout.shippings.find((s) => s.method === shipping) ?? null;
  const total = option ? option.grand_total : checkout.subtotal;
  return (
    <section
      aria-labelledby="checkout-summary"
      className="flex flex-col gap-3 rounded-xl border border-stone-200 bg-white p-4"
    >
      <h2 id="checkout-summary" className="text-base font-semibold text-stone-900">
        {t('checkout.summary.title')}
      </h2>
      <ul className="flex flex-col gap-2">
        {checkout.items.map((item) => (
          <li key={item.item_id} className="flex items-center gap-2 text-sm">
            <img
              src={mediaUrl(item.image)}
              alt=""
              className="size-10 shrink-0 rounded bg-stone-100 object-cover"
            />
            <span className="line-clamp-1 min-w-0 flex-1 text-stone-800">{item.name}</span>
            <span className="text-stone-600">×{item.qty}</span>
            <Money value={item.price} className="text-stone-900" />
          </li>
        ))}
      </ul>
      <dl className="grid grid-cols-[1fr_auto] gap-x-3 gap-y-1 border-t border-stone-100 pt-2 text-sm">
        <dt className="text-stone-700">{t('checkout.summary.subtotal')}</dt>
        <dd className="text-end">
          <Money value={checkout.subtotal} kind="amount" />
        </dd>
        <dt className="text-stone-700">{t('checkout.summary.delivery', { count: shops })}</dt>
        <dd className="text-end">
          {option ? <Money value={option.shipping_total} kind="amount" /> : '—'}
        </dd>
        <dt className="font-semibold text-stone-900">{t('checkout.summary.total')}</dt>
        <dd className="text-end text-lg font-bold text-accent" data-testid="checkout-total">
          <Money value={total} kind="amount" />
        </dd>
        {currency.code !== 'USD' ? (
          <>
            <dt className="text-xs text-stone-600">{t('checkout.summary.baseUsd')}</dt>
            <dd className="text-end text-xs text-stone-600">{formatMoney(total, 'amount', USD)}</dd>
          </>
        ) : null}
      </dl>
      <p className="text-xs text-stone-600">{t('checkout.summary.note', { count: shops })}</p>
    </section>
  );
}
