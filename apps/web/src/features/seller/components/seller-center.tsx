import { useState, type ReactNode } from 'react';
import { useT } from '../../../lib/i18n';
import { SellerFigures } from './seller-figures';
import { SellerOrders } from './seller-orders';
import { SellerProducts } from './seller-products';

type Section = 'orders' | 'products' | 'product';

const SECTION_LABEL = {
  orders: 'seller.center.orders',
  products: 'seller.center.products',
  product: 'seller.center.newProduct',
} as const;

/**
 * The seller center: dashboard figures, the shop's orders with shipping, its products with
 * stock-in, and `productForm` (the route gives the new-product form the catalogue's categories
 * and brands). A suspended shop (decision 0029) keeps its orders and products but gets no new
 * product form, and says why.
 */
export function SellerCenter({
  productForm,
  suspended = false,
}: {
  productForm: ReactNode;
  suspended?: boolean;
}) {
  const t = useT();
  const [tab, setTab] = useState<Section>('orders');
  const sections: Section[] = suspended
    ? ['orders', 'products']
    : ['orders', 'products', 'product'];
  return (
    <div className="flex flex-col gap-4">
      {suspended ? (
        <p
          role="status"
          className="rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900"
        >
          {t('seller.center.suspended')}
        </p>
      ) : null}
      <SellerFigures />
      <div
        role="tablist"
        aria-label={t('seller.center.sections')}
        className="inline-flex self-start rounded-lg border border-stone-300 bg-white p-1"
      >
        {sections.map((value) => (
          <button
            key={value}
            type="button"
            role="tab"
            aria-selected={tab === value}
            onClick={() => setTab(value)}
            className={`min-h-9 rounded-md px-4 text-sm ${tab === value ? 'bg-stone-900 font-semibold text-white' : 'text-stone-700 hover:bg-stone-100'}`}
          >
            {t(SECTION_LABEL[value])}
          </button>
        ))}
      </div>
      <div role="tabpanel">
        {tab === 'orders' ? (
          <SellerOrders />
        ) : tab === 'products' ? (
          <SellerProducts />
        ) : (
          productForm
        )}
      </div>
    </div>
  );
}
