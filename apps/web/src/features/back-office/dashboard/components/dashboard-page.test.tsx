import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { DashboardSummary, SalesSeries } from '@mall/contract/admin-dashboard';
import { startSession } from '../../../../lib/session';
import { stubApi } from '../../../../test/api-stub';
import { renderRoute } from '../../../../test/render-route';
import { staffHandlers } from '../../testing/staff-stubs';

// uPlot draws on a canvas, which jsdom has not: the chart's chunk is replaced by what it was given.
vi.mock('./sales-chart', () => ({
  default: ({
    points,
    by,
    description,
  }: {
    points: unknown[];
    by: string;
    description: string;
  }) => (
    <div role="img" aria-label={description}>
      {`${points.length} ${by} points`}
    </div>
  ),
}));

const summary = (waiting: DashboardSummary['waiting']): DashboardSummary => ({
  sales: {
    today: { amount: 35.5, orders: 2 },
    last_7_days: { amount: 75.5, orders: 3 },
    last_30_days: { amount: 1175.5, orders: 14 },
  },
  orders_by_state: {
    unpaid: 2,
    paid: 1,
    to_ship: 4,
    shipped: 1,
    in_transit: 0,
    delivered: 0,
    completed: 3,
    cancelled: 1,
  },
  new_users: { today: 1, last_7_days: 2, last_30_days: 30 },
  new_shops: { today: 0, last_7_days: 1, last_30_days: 3 },
  waiting,
  top_products: [
    { id: 8, name: 'Kettle', shop: { id: 3, name: 'Tea House' }, amount: 120, units: 5 },
    { id: 9, name: 'Mug', shop: { id: 4, name: 'Cups' }, amount: 30, units: 3 },
  ],
  top_shops: [{ id: 3, name: 'Tea House', amount: 150, orders: 3 }],
});

const series = (by: 'day' | 'month'): SalesSeries => ({
  by,
  points: Array.from({ length: by === 'day' ? 30 : 12 }, (_, i) => ({
    date:
      by === 'day'
        ? `2026-03-${String(i + 1).padStart(2, '0')}`
        : `2025-${String(i + 1).padStart(2, '0')}-01`,
    amount: i === 0 ? 12.5 : 0,
    orders: i === 0 ? 1 : 0,
  })),
});

const CATALOGUE_WAITING = {
  applications: { 100: null, 200: 3, 300: 0, 400: null, 500: null },
  refunds: null,
  bank_payments: null,
};

describe('the back-office dashboard', () => {
  it('shows the key figures, what waits for the role, orders by state and the best sellers', async () => {
    startSession('tok');
    stubApi({
      ...staffHandlers(['catalogue']),
      'GET /api/admin/dashboard/summary': () => ({ code: 200, data: summary(CATALOGUE_WAITING) }),
      'GET /api/admin/dashboard/sales': (p) => ({
        code: 200,
        data: series(p.get('by') === 'month' ? 'month' : 'day'),
      }),
    });
    renderRoute('/admin/dashboard');
    const figures = await screen.findByRole('list', { name: 'Key figures' });
    const card = (label: string) => within(figures).getByText(label).closest('li')!;
    expect(card('Sales today').textContent).toContain('$35.50');
    expect(card('Sales today').textContent).toContain('2 orders');
    expect(card('Sales, last 30 days').textContent).toContain('$1,175.50');
    expect(card('Sales, last 30 days').textContent).toContain('14 orders');
    expect(card('New users today').textContent).toContain('7 days: 2 · 30 days: 30');

    const waiting = screen.getByRole('region', { name: 'Waiting for you' });
    const products = within(waiting).getByRole('link', { name: 'Product applications: 3 waiting' });
    expect(products.getAttribute('href')).toBe('/admin/review?type=200');
    expect(within(waiting).getByRole('link', { name: /Stock-in applications/ })).toBeTruthy();
    expect(
      within(waiting).queryByRole('link', { name: /Top-ups|Refunds|Bank payments/ }),
    ).toBeNull();

    const orders = screen.getByRole('region', { name: 'Orders by state' });
    expect(within(orders).getByText('12 orders in all')).toBeTruthy();
    expect(
      within(orders)
        .getByRole('link', { name: /To be shipped\s*4/ })
        .getAttribute('href'),
    ).toBe('/admin/orders?status=to_ship');

    const top = screen.getByRole('region', { name: 'Top products, last 30 days' });
    const kettle = within(top).getByText('Kettle').closest('tr')!;
    expect(kettle.textContent).toContain('Tea House');
    expect(kettle.textContent).toContain('$120.00');
    expect(
      within(screen.getByRole('region', { name: 'Top shops, last 30 days' })).getByText(
        'Tea House',
      ),
    ).toBeTruthy();
  });

  it('charts sales by day, and by month after the toggle, with the figures as a table', async () => {
    startSession('tok');
    const fetchMock = stubApi({
      ...staffHandlers(['admin']),
      'GET /api/admin/dashboard/summary': () => ({ code: 200, data: summary(CATALOGUE_WAITING) }),
      'GET /api/admin/dashboard/sales': (p) => ({
        code: 200,
        data: series(p.get('by') === 'month' ? 'month' : 'day'),
      }),
    });
    const { router } = renderRoute('/admin/dashboard');
    const sales = await screen.findByRole('region', { name: 'Sales' });
    expect(await within(sales).findByText('30 day points')).toBeTruthy();
    expect(
      within(sales).getByRole('img', {
        name: 'Sales per day, last 30 days: $12.50 in 1 order',
      }),
    ).toBeTruthy();
    expect(
      within(sales).getByRole('radio', { name: 'Last 30 days' }).getAttribute('aria-checked'),
    ).toBe('true');
    fireEvent.click(within(sales).getByRole('radio', { name: 'Last 12 months' }));
    expect(await within(sales).findByText('12 month points')).toBeTruthy();
    expect(router.state.location.search).toBe('?sales=month');
    const asked = fetchMock.mock.calls
      .map(([url]) => new URL(String(url), 'http://localhost'))
      .filter((url) => url.pathname === '/api/admin/dashboard/sales')
      .map((url) => url.searchParams.get('by'));
    expect(asked).toEqual(['day', 'month']);
    fireEvent.click(within(sales).getByText('Show the figures as a table'));
    const table = within(sales).getByRole('table');
    expect(within(table).getAllByRole('row')).toHaveLength(13);
    expect(within(table).getByText('January 2025').closest('tr')!.textContent).toContain('$12.50');
  });

  it('shows skeletons while it loads, then offers to try again when the figures fail', async () => {
    startSession('tok');
    let fail = true;
    let answer: (value: { code: number; data: SalesSeries }) => void = () => undefined;
    stubApi({
      ...staffHandlers(['finance']),
      'GET /api/admin/dashboard/summary': () =>
        fail
          ? { code: 1000001, message: 'Server busy.' }
          : {
              code: 200,
              data: summary({
                applications: { 100: null, 200: null, 300: null, 400: 0, 500: 0 },
                refunds: 0,
                bank_payments: 0,
              }),
            },
      'GET /api/admin/dashboard/sales': () =>
        new Promise((resolve) => {
          answer = resolve;
        }),
    });
    renderRoute('/admin/dashboard');
    const sales = await screen.findByRole('region', { name: 'Sales' });
    expect(sales.getAttribute('aria-busy')).toBe('true');
    expect(await screen.findByText('The dashboard could not be loaded')).toBeTruthy();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    const waiting = await screen.findByRole('region', { name: 'Waiting for you' });
    expect(within(waiting).getByText('Nothing is waiting.')).toBeTruthy();
    expect(
      within(waiting).getByRole('link', { name: 'Bank payments to confirm: 0 waiting' }),
    ).toBeTruthy();
    answer({ code: 200, data: series('day') });
    await waitFor(() => expect(sales.getAttribute('aria-busy')).toBeNull());
  });
});
