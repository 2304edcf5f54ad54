import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { AdminRefund } from '@mall/contract/admin-orders';
import { startSession } from '../../../../lib/session';
import { stubApi } from '../../../../test/api-stub';
import { renderRoute } from '../../../../test/render-route';
import { staffHandlers } from '../../testing/staff-stubs';

const refund = (id: number, overrides: Partial<AdminRefund> = {}): AdminRefund => ({
  id,
  state: 'rejected',
  amount: 40,
  reason: 'arrived broken',
  images: [`/static/uploads/a/${id}-1.png`, `/static/uploads/a/${id}-2.png`],
  item_id: 70 + id,
  product: { id: 9, name: 'Blue kettle', image: '/static/k.png' },
  order: {
    id: 100 + id,
    increment_id: `M-${100 + id}`,
    grand_total: 45,
    order_status: 'delivered',
    payment_method: 'wallet',
  },
  buyer: { id: 5, email: 'ana@example.com', firstname: 'Ana' },
  shop: { id: 3, name: 'Sam Shop', status: 'approved' },
  created_at: '2026-02-01T10:00:00.000Z',
  decided_at: '2026-02-02T10:00:00.000Z',
  settlement: null,
  arbitration: null,
  ...overrides,
});

function stubRefunds(list: AdminRefund[]) {
  const queries: Record<string, string>[] = [];
  const posts: Record<string, string>[] = [];
  stubApi({
    ...staffHandlers(['finance']),
    'GET /api/admin/refund/index': (params) => {
      queries.push(Object.fromEntries(params));
      return { code: 200, data: { list, total: list.length, page: 1, pagesize: 10 } };
    },
    'POST /api/admin/refund/arbitrate': (params) => {
      posts.push(Object.fromEntries(params));
      return { code: 200, data: refund(Number(params.get('refund_id')), { state: 'approved' }) };
    },
  });
  return { queries, posts };
}

const card = (name: string) => screen.findByRole('article', { name });

describe('the refund arbitration board', () => {
  it('shows what waits, with the reason, the refusal and the evidence large', async () => {
    startSession('tok');
    const { queries } = stubRefunds([
      refund(1, { shop: { id: 3, name: 'Sam Shop', status: 'suspended' } }),
    ]);
    renderRoute('/admin/refunds');
    const found = within(await card('Refund #1 of order M-101'));
    expect(queries[0]).toEqual({ state: 'arbitration', page: '1', pagesize: '10' });
    expect(found.getByText('arrived broken')).toBeTruthy();
    expect(found.getByText('ana@example.com')).toBeTruthy();
    expect(found.getByText('Sam Shop (suspended)')).toBeTruthy();
    expect(found.getByText('Blue kettle')).toBeTruthy();
    expect(found.getByText('Refused by the seller on')).toBeTruthy();
    const image = found.getByRole('img', { name: 'Evidence image 2 (opens full size)' });
    expect(image.getAttribute('src')).toBe('/static/uploads/a/1-2.png');
    expect(image.closest('a')?.getAttribute('href')).toBe('/static/uploads/a/1-2.png');
    expect(found.getByRole('link', { name: 'Order M-101' }).getAttribute('href')).toBe(
      '/admin/orders/101',
    );
  });

  it('grants a refund after a confirmation, with the message', async () => {
    startSession('tok');
    const { posts } = stubRefunds([refund(1)]);
    renderRoute('/admin/refunds');
    const found = within(await card('Refund #1 of order M-101'));
    fireEvent.click(
      found.getByRole('button', { name: 'Grant the refund Refund #1 of order M-101' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Grant the refund of order M-101?' });
    expect(posts).toEqual([]);
    fireEvent.change(
      within(dialog).getByLabelText('Message to the buyer and the seller (optional)'),
      {
        target: { value: 'wrong model sent' },
      },
    );
    fireEvent.click(within(dialog).getByRole('button', { name: 'Grant the refund' }));
    expect(await screen.findByText('Refund of order M-101 granted')).toBeTruthy();
    expect(posts).toEqual([{ refund_id: '1', approve: '1', message: 'wrong model sent' }]);
  });

  it('upholds a refusal without a message', async () => {
    startSession('tok');
    const { posts } = stubRefunds([refund(2)]);
    renderRoute('/admin/refunds');
    const found = within(await card('Refund #2 of order M-102'));
    fireEvent.click(
      found.getByRole('button', { name: 'Uphold the refusal Refund #2 of order M-102' }),
    );
    const dialog = await screen.findByRole('dialog', {
      name: 'Uphold the seller’s refusal for order M-102?',
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Uphold the refusal' }));
    expect(await screen.findByText('Refusal for order M-102 upheld')).toBeTruthy();
    expect(posts).toEqual([{ refund_id: '2', approve: '0' }]);
  });

  it('shows arbitrated refunds with the decision and no controls; the choice lives in the URL', async () => {
    startSession('tok');
    const { queries } = stubRefunds([
      refund(3, {
        state: 'approved',
        settlement: 'escrow',
        images: [],
        arbitration: {
          by: { id: 1, email: 'staff@example.com' },
          at: '2026-02-03T10:00:00.000Z',
          message: 'wrong model',
          approved: true,
        },
      }),
    ]);
    const { router } = renderRoute('/admin/refunds?state=arbitrated');
    const found = within(await card('Refund #3 of order M-103'));
    expect(queries[0]).toMatchObject({ state: 'arbitrated' });
    expect(found.getByText(/Refund granted on arbitration by staff@example.com/)).toBeTruthy();
    expect(found.getByText('The buyer sent no images.')).toBeTruthy();
    expect(found.queryByRole('button', { name: /Grant the refund/ })).toBeNull();
    fireEvent.change(screen.getByLabelText('Show'), { target: { value: 'arbitration' } });
    await waitFor(() => expect(router.state.location.search).toBe(''));
  });

  it('says when nothing waits', async () => {
    startSession('tok');
    stubRefunds([]);
    renderRoute('/admin/refunds');
    expect(await screen.findByText('No refund is waiting for arbitration')).toBeTruthy();
  });
});
