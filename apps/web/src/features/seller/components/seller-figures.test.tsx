import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import { startSession } from '../../../lib/session';
import { stubApi } from '../../../test/api-stub';
import { TestProviders } from '../../../test/providers';
import { SellerFigures } from './seller-figures';

function renderFigures() {
  return render(
    <TestProviders>
      <SellerFigures />
    </TestProviders>,
  );
}

/** Each figure's term and value, as a screen reader pairs them. */
function figures() {
  const list = screen.getByRole('region', { name: 'Shop figures' }).querySelector('dl')!;
  return Object.fromEntries(
    within(list)
      .getAllByRole('term')
      .map((term) => [term.textContent, term.nextElementSibling?.textContent]),
  );
}

describe('seller figures', () => {
  it('shows the shop’s sales, orders, products and balance', async () => {
    startSession('tok');
    stubApi({
      'GET /api/seller/dashboard': () => ({
        code: 200,
        data: {
          sales_amount: 1234.5,
          month_sales: 200,
          last_month_sales: 99.99,
          total_sales: 57,
          order_count: 31,
          product_count: 8,
          balance: 75.25,
        },
      }),
    });
    renderFigures();
    await screen.findByText('Sales amount');
    expect(figures()).toEqual({
      'Sales amount': '$1,234.50',
      'Sales this month': '$200.00',
      'Sales last month': '$99.99',
      'Units sold': '57',
      Orders: '31',
      Products: '8',
      'Merchant balance': '$75.25',
    });
  });

  it('says there are no figures yet when the shop has none', async () => {
    startSession('tok');
    stubApi({
      'GET /api/seller/dashboard': () => ({ code: 1000008, message: 'Not a seller' }),
    });
    renderFigures();
    expect(await screen.findByText('No shop figures yet')).toBeTruthy();
    expect(screen.getByText('They appear once your shop is approved.')).toBeTruthy();
    expect(screen.queryByText('Sales amount')).toBeNull();
  });
});
