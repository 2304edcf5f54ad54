import { describe, expect, it } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { AdminOrder } from '@mall/contract/admin-orders';
import type { Order } from '@mall/contract/orders';
import { startSession } from '../../../../lib/session';
import { stubApi } from '../../../../test/api-stub';
import { orderFixture } from '../../../../test/order-fixtures';
import { renderRoute } from '../../../../test/render-route';
import { staffHandlers } from '../../testing/staff-stubs';
import { actionsOf } from './order-actions';

const adminOrder = (id: number, overrides: Partial<Order> = {}): AdminOrder => ({
  ...orderFixture(id, overrides),
  buyer: { id: 50 + id, email: `buyer${id}@example.com`, firstname: 'Ana' },
});

const orders = [
  adminOrder(1, { order_status: 'shipped', delivery_status: 'shipped', payment_status: 'paid' }),
  adminOrder(2, { payment_method: 'bank', payment_status: 'pending' }),
];

function stubOrders(list: AdminOrder[] = orders) {
  const queries: Record<string, string>[] = [];
  const posts: { path: string; body: Record<string, string> }[] = [];
  const answer = (path: string) => (params: URLSearchParams) => {
    posts.push({ path, body: Object.fromEntries(params) });
    return { code: 200, data: orders[0] };
  };
  stubApi({
    ...staffHandlers(['finance']),
    'GET /api/admin/order/index': (params) => {
      queries.push(Object.fromEntries(params));
      return { code: 200, data: { list, total: list.length, page: 1, pagesize: 20 } };
    },
    'POST /api/admin/order/advance': answer('advance'),
    'POST /api/admin/order/cancel': answer('cancel'),
    'POST /api/admin/order/confirm_payment': answer('confirm_payment'),
  });
  return { queries, posts };
}

const rowOf = (number: string) => screen.getByRole('link', { name: number }).closest('tr')!;
const loaded = (number: string) => screen.findByRole('link', { name: number });
const search = (router: ReturnType<typeof renderRoute>['router']) =>
  Object.fromEntries(new URLSearchParams(router.state.location.search));

describe('the orders page', () => {
  it('lists orders with buyer, shop and states; the filters are read from and written to the URL', async () => {
    startSession('tok');
    const { queries } = stubOrders();
    const { router } = renderRoute(
      '/admin/orders?buyer=ana&payment_status=pending&from=2026-01-01&sort=grand_total&order=asc',
    );
    await loaded('M-1');
    expect(queries[0]).toEqual({
      buyer: 'ana',
      payment_status: 'pending',
      from: '2026-01-01',
      sort: 'grand_total',
      order: 'asc',
      page: '1',
      pagesize: '20',
    });
    const first = within(rowOf('M-1'));
    expect(first.getByText('buyer1@example.com')).toBeTruthy();
    expect(first.getByText('Sam Shop')).toBeTruthy();
    expect(first.getByRole('link', { name: 'M-1' }).getAttribute('href')).toBe('/admin/orders/1');
    expect(first.getByRole('button', { name: 'Mark delivered M-1' })).toBeTruthy();
    expect(
      within(rowOf('M-2')).getByRole('button', { name: 'Confirm bank payment M-2' }),
    ).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Delivery'), { target: { value: 'shipped' } });
    await waitFor(() =>
      expect(search(router)).toEqual({
        buyer: 'ana',
        payment_status: 'pending',
        delivery_status: 'shipped',
        from: '2026-01-01',
        sort: 'grand_total',
        order: 'asc',
      }),
    );
    fireEvent.change(screen.getByLabelText('Placed to'), { target: { value: '2026-01-31' } });
    await waitFor(() => expect(search(router).to).toBe('2026-01-31'));
    await waitFor(() => expect(queries.at(-1)).toMatchObject({ to: '2026-01-31' }));
  });

  it('asks before marking an order delivered, then says so', async () => {
    startSession('tok');
    const { posts } = stubOrders();
    renderRoute('/admin/orders');
    await loaded('M-1');
    fireEvent.click(screen.getByRole('button', { name: 'Mark delivered M-1' }));
    const dialog = await screen.findByRole('dialog', { name: 'Mark order M-1 delivered?' });
    expect(posts).toEqual([]);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Mark delivered' }));
    expect(await screen.findByText('Order M-1 updated')).toBeTruthy();
    expect(posts).toEqual([
      { path: 'advance', body: { order_id: '1', delivery_status: 'delivered' } },
    ]);
  });

  it('cancels only with a reason', async () => {
    startSession('tok');
    const { posts } = stubOrders();
    renderRoute('/admin/orders');
    await loaded('M-2');
    fireEvent.click(within(rowOf('M-2')).getByRole('button', { name: 'Cancel order M-2' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel order M-2?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel order' }));
    expect(await within(dialog).findByText('Say why the order is cancelled')).toBeTruthy();
    expect(posts).toEqual([]);
    fireEvent.change(within(dialog).getByLabelText('Reason (shown to the buyer)'), {
      target: { value: 'no stock' },
    });
    await act(async () => {
      fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel order' }));
    });
    expect(
      await screen.findByText('Order M-2 cancelled; its stock and any payment were returned'),
    ).toBeTruthy();
    expect(posts).toEqual([{ path: 'cancel', body: { order_id: '2', reason: 'no stock' } }]);
  });

  it('says when no order matches', async () => {
    startSession('tok');
    stubOrders([]);
    renderRoute('/admin/orders?q=zzz');
    expect(await screen.findByText('No orders match')).toBeTruthy();
  });
});

describe('actionsOf', () => {
  it('offers what the order’s state allows', () => {
    expect(
      actionsOf(orderFixture(1, { delivery_status: 'shipped', order_status: 'shipped' })),
    ).toEqual(['in_transit', 'delivered']);
    expect(
      actionsOf(orderFixture(1, { delivery_status: 'in_transit', order_status: 'in_transit' })),
    ).toEqual(['delivered']);
    expect(
      actionsOf(orderFixture(1, { payment_status: 'pending', payment_method: 'bank' })),
    ).toEqual(['approve', 'reject', 'cancel']);
    expect(actionsOf(orderFixture(1, { order_status: 'paid', payment_status: 'paid' }))).toEqual([
      'cancel',
    ]);
    expect(actionsOf(orderFixture(1, { order_status: 'completed' }))).toEqual([]);
  });
});
