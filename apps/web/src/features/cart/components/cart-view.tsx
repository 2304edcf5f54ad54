import type { ReactNode } from 'react';
import { Link, useNavigate } from 'react-router';
import { Money } from '../../../components/money';
import { Button, buttonClass } from '../../../components/ui/button';
import { EmptyStateLink } from '../../../components/ui/empty-state-link';
import { Skeleton } from '../../../components/ui/skeleton';
import { useT } from '../../../lib/i18n';
import { mediaUrl } from '../../../lib/media';
import { useCart, type Cart, type CartItem } from '../api/get-cart';
import { useSelectCart } from '../api/select-cart';
import { useUpdateCart } from '../api/update-cart';
import { groupByShop, isBuyable, selectionOf } from '../cart-groups';
import { QtyStepper } from './qty-stepper';
import { QueryError } from '../../../components/query-error';

/** A line's final-size placeholder. */
function CartSkeleton() {
  return (
    <div aria-busy="true" className="flex flex-col gap-3">
      {[0, 1, 2].map((i) => (
        <Skeleton key={i} className="h-28 w-full" />
      ))}
    </div>
  );
}

export interface CartViewProps {
  /** /pages/cart/edit: remove the selected lines instead of checking out. */
  editing?: boolean;
  /** Shown above the lines when there are some: the route's checkout steps. */
  steps?: ReactNode;
  /** Where "Check out" goes: the route's next checkout step. */
  checkoutPath: string;
}

/** The cart, grouped per shop: select lines or shops, change quantities (1 to the stock), remove. */
export function CartView({ editing = false, steps, checkoutPath }: CartViewProps) {
  const t = useT();
  const query = useCart();
  if (query.isPending) return <CartSkeleton />;
  if (query.isError) return <QueryError title={t('cart.loadFailed')} onRetry={query.refetch} />;
  const cart = query.data;
  if (cart.items.length === 0)
    return (
      <EmptyStateLink title={t('cart.empty')} to="/" label={t('cart.startShopping')}>
        {t('cart.emptyBody')}
      </EmptyStateLink>
    );
  return (
    <>
      {steps}
      <CartLines cart={cart} editing={editing} checkoutPath={checkoutPath} />
    </>
  );
}

function CartLines({
  cart,
  editing,
  checkoutPath,
}: {
  cart: Cart;
  editing: boolean;
  checkoutPath: string;
}) {
  const t = useT();
  const navigate = useNavigate();
  const select = useSelectCart();
  const update = useUpdateCart();
  const groups = groupByShop(cart.items);
  const buyable = cart.items.filter(isBuyable);
  const allSelected = buyable.length > 0 && buyable.every((item) => item.selected);
  const { lines, units } = selectionOf(cart.items);
  const chosen = cart.items.filter((item) => item.selected);
  const removeSelected = async () => {
    for (const item of chosen)
      await update.mutateAsync({ itemId: item.item_id, upType: 'remove' }).catch(() => undefined);
  };
  return (
    <div className="flex flex-col gap-4 pb-40 md:grid md:grid-cols-[1fr_20rem] md:items-start md:pb-0">
      <div className="flex flex-col gap-3">
        <div className="flex items-center justify-between gap-2">
          <label className="flex items-center gap-2 text-sm font-medium text-stone-800">
            <input
              type="checkbox"
              className="size-5 accent-accent"
              checked={allSelected}
              disabled={buyable.length === 0}
              onChange={(event) => select.mutate({ all: true, checked: event.target.checked })}
            />
            {t('cart.selectAll')}
          </label>
          {editing ? (
            <Link to="/pages/cart/cart" className={buttonClass('ghost')}>
              {t('cart.done')}
            </Link>
          ) : (
            <Link to="/pages/cart/edit" className={buttonClass('ghost')}>
              {t('cart.edit')}
            </Link>
          )}
        </div>
        {groups.map((group) => (
          <section
            key={group.shop.id}
            aria-labelledby={`cart-shop-${group.shop.id}`}
            className="rounded-xl border border-stone-200 bg-white"
          >
            <header className="flex items-center gap-2 border-b border-stone-100 px-3 py-2">
              <input
                type="checkbox"
                className="size-5 accent-accent"
                aria-label={t('cart.selectShop', { shop: group.shop.name })}
                checked={group.allSelected}
                onChange={(event) => {
                  for (const item of group.items.filter(isBuyable)) {
                    if (item.selected !== event.target.checked)
                      select.mutate({ itemId: item.item_id, checked: event.target.checked });
                  }
                }}
              />
              <h2
                id={`cart-shop-${group.shop.id}`}
                className="text-sm font-semibold text-stone-900"
              >
                <Link to={`/pages/shop/detail?id=${group.shop.id}`} className="hover:underline">
                  {group.shop.name}
                </Link>
              </h2>
            </header>
            <ul className="divide-y divide-stone-100">
              {group.items.map((item) => (
                <CartLine key={item.item_id} item={item} />
              ))}
            </ul>
          </section>
        ))}
      </div>
      <aside
        aria-label={t('cart.summary')}
        className="fixed inset-x-0 bottom-14 z-30 flex items-center gap-3 border-t border-stone-200 bg-white px-4 py-2 md:static md:flex-col md:items-stretch md:rounded-xl md:border md:p-4"
      >
        <div className="min-w-0 flex-1">
          <p className="text-xs text-stone-600">{t('cart.selectedUnits', { count: units })}</p>
          <p className="text-sm text-stone-800">
            {t('cart.subtotal')}{' '}
            <Money value={cart.subtotal} kind="amount" className="text-lg font-bold text-accent" />
          </p>
        </div>
        {editing ? (
          <Button
            variant="secondary"
            className="border-red-300 text-red-800"
            disabled={chosen.length === 0 || update.isPending}
            onClick={() => void removeSelected()}
          >
            {t('cart.removeSelected', { count: chosen.length })}
          </Button>
        ) : (
          <Button disabled={lines === 0} onClick={() => void navigate(checkoutPath)}>
            {t('cart.checkout', { count: units })}
          </Button>
        )}
      </aside>
    </div>
  );
}

function CartLine({ item }: { item: CartItem }) {
  const t = useT();
  const select = useSelectCart();
  const update = useUpdateCart();
  const sold = isBuyable(item);
  return (
    <li className="flex gap-3 p-3">
      <input
        type="checkbox"
        className="mt-8 size-5 shrink-0 accent-accent"
        aria-label={t('cart.selectItem', { name: item.name })}
        checked={item.selected && sold}
        disabled={!sold}
        onChange={(event) => select.mutate({ itemId: item.item_id, checked: event.target.checked })}
      />
      <Link to={`/pages/prouduct/detail?id=${item.product_id}`} className="shrink-0">
        <img
          src={mediaUrl(item.image)}
          alt=""
          className="size-20 rounded-lg bg-stone-100 object-cover"
          loading="lazy"
        />
      </Link>
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <Link
          to={`/pages/prouduct/detail?id=${item.product_id}`}
          className="line-clamp-2 text-sm text-stone-900 hover:underline"
        >
          {item.name}
        </Link>
        {sold ? (
          item.qty >= item.stock ? (
            <p className="text-xs text-amber-800">{t('cart.maxStock', { count: item.stock })}</p>
          ) : null
        ) : (
          <p className="text-xs font-semibold text-red-700">{t('cart.unavailable')}</p>
        )}
        <div className="mt-auto flex flex-wrap items-center justify-between gap-2">
          <Money value={item.price} className="font-semibold text-stone-900" />
          <div className="flex items-center gap-2">
            {sold ? (
              <QtyStepper
                value={item.qty}
                max={item.stock}
                onChange={(qty) => update.mutate({ itemId: item.item_id, qty })}
                label={t('cart.qtyOf', { name: item.name })}
                decreaseLabel={t('cart.decrease', { name: item.name })}
                increaseLabel={t('cart.increase', { name: item.name })}
                disabled={update.isPending}
              />
            ) : null}
            <button
              type="button"
              className="min-h-9 rounded-md px-2 text-sm text-stone-700 underline hover:text-red-800"
              onClick={() => update.mutate({ itemId: item.item_id, upType: 'remove' })}
            >
              {t('cart.remove')}
              <span className="sr-only"> {item.name}</span>
            </button>
          </div>
        </div>
      </div>
    </li>
  );
}
