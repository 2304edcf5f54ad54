import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { startSession } from '../../../lib/session';
import { stubApi } from '../../../test/api-stub';
import { TestProviders } from '../../../test/providers';
import { SellerCenter } from './seller-center';

const emptyPage = () => ({ code: 200, data: { list: [], total: 0, page: 1, pagesize: 20 } });

function renderCenter(suspended: boolean) {
  startSession('tok');
  stubApi({
    'GET /api/seller/dashboard': () => ({ code: 1000008, message: 'No figures' }),
    'GET /api/seller/order/index': emptyPage,
  });
  return render(
    <TestProviders>
      <SellerCenter productForm={<p>the product form</p>} suspended={suspended} />
    </TestProviders>,
  );
}

describe('seller center', () => {
  it('offers the orders, the products and a new product to an open shop', () => {
    renderCenter(false);
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'Shop orders',
      'Products and stock',
      'New product',
    ]);
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('says a suspended shop is suspended and offers no new product', () => {
    renderCenter(true);
    expect(screen.getByRole('status').textContent).toMatch(/^This shop is suspended/);
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'Shop orders',
      'Products and stock',
    ]);
  });
});
