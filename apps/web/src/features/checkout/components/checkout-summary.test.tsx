import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import type { Checkout } from '@mall/contract/checkout';
import { TestProviders } from '../../../test/providers';
import { queryClient } from '../../../lib/query-client';
import { queryKeys } from '../../../lib/query-keys';
import { setCurrencyPreference } from '../../../lib/preferences';
import { CheckoutSummary } from './checkout-summary';

const item = (id: number, shop: number, price: number) => ({
  item_id: id,
  product_id: id,
  name: `Item ${id}`,
  image: '/static/item.png',
  price,
  qty: 1,
  stock: 5,
  selected: true,
  shop: { id: shop, name: `Shop ${shop}` },
});

const checkout: Checkout = {
  items: [item(1, 1, 10), item(2, 2, 5.5)],
  address: null,
  shippings: [
    { method: 'express', label: 'Express', cost: 9.9, shipping_total: 19.8, grand_total: 35.3 },
  ],
  payments: [],
  subtotal: 15.5,
};

describe('<CheckoutSummary>', () => {
  it('shows the server’s delivery for every shop and its grand total, adding nothing itself', () => {
    setCurrencyPreference('USD');
    queryClient.setQueryData(queryKeys.settings.currencies(), {
      list: [{ code: 'USD', symbol: '$', rate: '1', name: 'US Dollar' }],
      default: 'USD',
      static_url: '',
    });
    render(
      <TestProviders>
        <CheckoutSummary checkout={checkout} shipping="express" />
      </TestProviders>,
    );
    expect(screen.getByText('$19.80')).toBeTruthy();
    expect(screen.getByTestId('checkout-total').textContent).toBe('$35.30');
  });
});
