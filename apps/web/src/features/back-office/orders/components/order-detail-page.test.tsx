import { describe, expect, it } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import type { AdminOrderDetail } from '@mall/contract/admin-orders';
import { startSession } from '../../../../lib/session';
import { stubApi } from '../../../../test/api-stub';
import { orderFixture } from '../../../../test/order-fixtures';
import { renderRoute } from '../../../../test/render-route';
import { staffHandlers } from '../../testing/staff-stubs';

const detail: AdminOrderDetail = {
  order: {
    ...orderFixture(7, {
      order_status: 'in_transit',
      delivery_status: 'in_transit',
      payment_status: 'paid',
      actual_payment: 25.5,
      log_sn: 'LS-77',
    }),
    buyer: { id: 51, email: 'buyer@example.com', firstname: 'Ana' },
  },
  shop: {
    id: 3,
    name: 'Sam Shop',
    status: 'suspended',
    owner: { id: 90, email: 'sam@example.com' },
  },
  commission: 0,
  events: [
    { status: 'placed', note: '', time: '2026-01-02T10:00:00.000Z' },
    { status: 'paid', note: '', time: '2026-01-02T10:01:00.000Z' },
    { status: 'shipped', note: 'LS-77', time: '2026-01-03T09:00:00.000Z' },
    {
      status: 'refund_rejection_upheld',
      note: 'photos show no damage',
      time: '2026-01-05T09:00:00.000Z',
    },
  ],
  refunds: [
    {
      id: 4,
      state: 'rejected',
      amount: 20.5,
      reason: 'cracked handle',
      images: [],
      item_id: null,
      product: null,
      order: {
        id: 7,
        increment_id: 'M-7',
        grand_total: 25.5,
        order_status: 'in_transit',
        payment_method: 'wallet',
      },
      buyer: { id: 51, email: 'buyer@example.com', firstname: 'Ana' },
      shop: { id: 3, name: 'Sam Shop', status: 'suspended' },
      created_at: '2026-01-04T09:00:00.000Z',
      decided_at: '2026-01-04T12:00:00.000Z',
      settlement: null,
      arbitration: {
        by: { id: 1, email: 'staff@example.com' },
        at: '2026-01-05T09:00:00.000Z',
        message: 'photos show no damage',
        approved: false,
      },
    },
  ],
  movements: [
    {
      id: 1,
      from: { user_id: 51, account: 'balance' },
      to: { user_id: null, account: 'escrow' },
      amount: 25.5,
      kind: 'payment',
      ref_type: 'order',
      ref_id: 7,
      created_at: '2026-01-02T10:01:00.000Z',
    },
  ],
};

function stubDetail(answer: () => { code: number; data?: unknown; message?: string }) {
  const posts: Record<string, string>[] = [];
  stubApi({
    ...staffHandlers(['support']),
    'GET /api/admin/order/detail': answer,
    'POST /api/admin/order/advance': (params) => {
      posts.push(Object.fromEntries(params));
      return { code: 200, data: detail.order };
    },
  });
  return posts;
}

describe('the order detail page', () => {
  it('shows items, buyer, shop, payment, history, refunds and money movements', async () => {
    startSession('tok');
    stubDetail(() => ({ code: 200, data: detail }));
    renderRoute('/admin/orders/7');
    expect(await screen.findByRole('heading', { level: 1, name: 'Order M-7' })).toBeTruthy();
    const section = (name: string) => within(screen.getByRole('region', { name }));
    expect(section('Items').getByText('Blue mug 7')).toBeTruthy();
    expect(section('Buyer').getByText('buyer@example.com (#51)')).toBeTruthy();
    expect(section('Shop').getByText('Suspended')).toBeTruthy();
    expect(section('Shop').getByText('sam@example.com')).toBeTruthy();
    expect(section('Delivery').getByText('LS-77', { selector: 'dd' })).toBeTruthy();
    expect(section('Delivery').getByText('Refusal upheld on arbitration')).toBeTruthy();
    expect(section('Refunds').getByText('cracked handle')).toBeTruthy();
    expect(
      section('Refunds').getByText(/refusal upheld on arbitration by staff@example.com/),
    ).toBeTruthy();
    const movement = section('Money movements').getAllByRole('row')[1]!;
    expect(within(movement).getByText('Buyer’s balance')).toBeTruthy();
    expect(within(movement).getByText('Platform escrow')).toBeTruthy();
    expect(within(movement).getByText('$25.50')).toBeTruthy();
  });

  it('advances the delivery after a confirmation', async () => {
    startSession('tok');
    const posts = stubDetail(() => ({ code: 200, data: detail }));
    renderRoute('/admin/orders/7');
    fireEvent.click(await screen.findByRole('button', { name: 'Mark delivered M-7' }));
    const dialog = await screen.findByRole('dialog', { name: 'Mark order M-7 delivered?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Mark delivered' }));
    expect(await screen.findByText('Order M-7 updated')).toBeTruthy();
    expect(posts).toEqual([{ order_id: '7', delivery_status: 'delivered' }]);
  });

  it('says when the order does not exist', async () => {
    startSession('tok');
    stubDetail(() => ({ code: 1500018, message: 'Order not found' }));
    renderRoute('/admin/orders/999');
    expect(await screen.findByRole('heading', { level: 1, name: 'No such order' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'All orders' }).getAttribute('href')).toBe(
      '/admin/orders',
    );
  });
});
