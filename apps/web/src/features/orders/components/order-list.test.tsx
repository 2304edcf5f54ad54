import { describe, expect, it } from 'vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import type { Order } from '@mall/contract/orders';
import { startSession } from '../../../lib/session';
import { stubApi } from '../../../test/api-stub';
import { orderFixture } from '../../../test/order-fixtures';
import { TestProviders } from '../../../test/providers';
import { OrderList } from './order-list';

const order = orderFixture;

function renderList(path = '/pages/history/purchase') {
  return render(
    <TestProviders>
      <MemoryRouter initialEntries={[path]}>
        <OrderList />
      </MemoryRouter>
    </TestProviders>,
  );
}

const page = (list: Order[], total = list.length, pageNo = 1) => ({
  code: 200,
  data: { list, total, page: pageNo, pagesize: 10 },
});

describe('order list', () => {
  it('shows placeholders while the orders load', async () => {
    startSession('tok');
    let answer: (value: ReturnType<typeof page>) => void = () => undefined;
    stubApi({
      'GET /api/customer/order/index': () => new Promise((resolve) => (answer = resolve)),
    });
    renderList();
    const panel = screen.getByRole('tabpanel', { name: 'All' });
    expect(panel.querySelectorAll('.animate-pulse, [class*="skeleton"]').length).toBe(3);
    expect(within(panel).queryByText('No orders here yet')).toBeNull();
    answer(page([]));
    expect(await screen.findByText('No orders here yet')).toBeTruthy();
  });

  it('says there are no orders and links to shopping', async () => {
    startSession('tok');
    stubApi({ 'GET /api/customer/order/index': () => page([]) });
    renderList();
    expect(await screen.findByText('No orders here yet')).toBeTruthy();
    expect(screen.getByText('Orders you place show up here with their status.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Show more' })).toBeNull();
  });

  it('says the orders could not load, and tries again on request', async () => {
    startSession('tok');
    let fail = true;
    const fetchMock = stubApi({
      'GET /api/customer/order/index': () =>
        fail ? { code: 500, message: 'Server is busy' } : page([order(1)]),
    });
    renderList();
    expect(await screen.findByText('We could not load your orders.')).toBeTruthy();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Blue mug 1')).toBeTruthy();
    expect(screen.queryByText('We could not load your orders.')).toBeNull();
    const listCalls = fetchMock.mock.calls.filter(([url]) =>
      String(url).includes('/customer/order/index'),
    );
    expect(listCalls).toHaveLength(2);
  });

  it('lists each order with its shop, status, units, total and a link to it', async () => {
    startSession('tok');
    stubApi({
      'GET /api/customer/order/index': () =>
        page([
          order(1),
          order(2, {
            order_status: 'shipped',
            shop: { id: 4, name: 'Lee Shop' },
            grand_total: 99,
          }),
        ]),
    });
    renderList();
    const link = await screen.findByRole('link', { name: 'View order M-1' });
    expect(link.getAttribute('href')).toBe('/pages/history/detail?id=1');
    const first = link.closest('li')!;
    expect(within(first).getByText('Sam Shop')).toBeTruthy();
    expect(within(first).getByText('Unpaid')).toBeTruthy();
    expect(first.textContent).toContain('2 items, total');
    expect(first.textContent).toContain('$25.50');
    const second = screen.getByRole('link', { name: 'View order M-2' }).closest('li')!;
    expect(within(second).getByText('Lee Shop')).toBeTruthy();
    expect(within(second).getByText('Shipped')).toBeTruthy();
    expect(second.textContent).toContain('$99.00');
  });

  it('asks for the chosen status tab, and for the next page on Show more', async () => {
    startSession('tok');
    const fetchMock = stubApi({
      'GET /api/customer/order/index': (p) =>
        p.get('page') === '2'
          ? page([order(12, { order_status: 'shipped' })], 11, 2)
          : page(
              Array.from({ length: 10 }, (_, i) => order(i + 1, { order_status: 'shipped' })),
              11,
            ),
    });
    renderList('/pages/history/purchase?status=shipped');
    const tab = screen.getByRole('tab', { name: 'Shipped' });
    expect(tab.getAttribute('aria-selected')).toBe('true');
    await screen.findByText('Blue mug 10');
    expect(screen.queryByText('Blue mug 12')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Show more' }));
    expect(await screen.findByText('Blue mug 12')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Show more' })).toBeNull());
    const urls = fetchMock.mock.calls
      .map(([url]) => String(url))
      .filter((url) => url.includes('/customer/order/index'));
    expect(urls.every((url) => url.includes('status=shipped'))).toBe(true);
    expect(urls.some((url) => url.includes('page=2'))).toBe(true);

    fireEvent.click(screen.getByRole('tab', { name: 'Unpaid' }));
    await waitFor(() =>
      expect(fetchMock.mock.calls.some(([url]) => String(url).includes('status=unpaid'))).toBe(
        true,
      ),
    );
    expect(screen.getByRole('tab', { name: 'Unpaid' }).getAttribute('aria-selected')).toBe('true');
  });
});
