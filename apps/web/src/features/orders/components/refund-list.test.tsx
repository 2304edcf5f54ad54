import { describe, expect, it } from 'vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import type { Refund } from '@mall/contract/orders';
import { Toaster } from '../../../components/ui/toaster';
import { startSession } from '../../../lib/session';
import { stubApi } from '../../../test/api-stub';
import { TestProviders } from '../../../test/providers';
import { RefundList } from './refund-list';

const refund = (id: number, extra: Partial<Refund> = {}): Refund => ({
  id,
  order_id: 100 + id,
  increment_id: `M-${100 + id}`,
  item_id: 7,
  state: 'pending',
  amount: 20.5,
  price: 20.5,
  reason: `Reason ${id}`,
  images: [],
  product: { id: 40, name: `Blue mug ${id}`, image: '/static/mug.png' },
  created_at: '2026-01-02T10:00:00Z',
  decided_at: null,
  settlement: null,
  offline_confirmed_at: null,
  ...extra,
});

const page = (list: Refund[]) => ({
  code: 200,
  data: { list, total: list.length, page: 1, pagesize: 15 },
});

function renderList(seller: boolean, path = '/pages/mine/refund_sent') {
  return render(
    <TestProviders>
      <MemoryRouter initialEntries={[path]}>
        <RefundList seller={seller} />
      </MemoryRouter>
      <Toaster closeLabel="Close message" />
    </TestProviders>,
  );
}

/** The form fields of the POST calls to `path`, one object a call. */
function posted(fetchMock: ReturnType<typeof stubApi>, path: string) {
  return fetchMock.mock.calls
    .filter(([url, init]) => String(url).includes(path) && init?.method === 'POST')
    .map(([, init]) => Object.fromEntries(new URLSearchParams(String(init?.body))));
}

const cardOf = (number: string) => screen.getByRole('link', { name: number }).closest('li')!;

describe('refund list', () => {
  it('tells a buyer with no requests how to ask for one; a buyer sees no sides', async () => {
    startSession('tok');
    stubApi({ 'GET /api/customer/order/refund_list': () => page([]) });
    renderList(false);
    expect(await screen.findByText('No refund requests')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to my orders' }).getAttribute('href')).toBe(
      '/pages/history/purchase',
    );
    expect(screen.queryByRole('tablist')).toBeNull();
  });

  it('says the requests could not load, and asks again on Try again', async () => {
    startSession('tok');
    let fail = true;
    stubApi({
      'GET /api/customer/order/refund_list': () =>
        fail ? { code: 500, message: 'Busy' } : page([refund(1)]),
    });
    renderList(false);
    expect(await screen.findByText('We could not load your refund requests.')).toBeTruthy();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: 'Order M-101' })).toBeTruthy();
  });

  it('shows each request sent, and lets the buyer withdraw a pending one', async () => {
    startSession('tok');
    const fetchMock = stubApi({
      'GET /api/customer/order/refund_list': () =>
        page([
          refund(1),
          refund(2, { state: 'rejected', item_id: null, product: null }),
          refund(3, { state: 'approved', settlement: 'offline' }),
        ]),
      'POST /api/customer/order/refund_cancel': () => ({ code: 200, data: refund(1) }),
      'POST /api/customer/order/refund_offline_confirm': () => ({ code: 200, data: refund(3) }),
    });
    renderList(false);
    const link = await screen.findByRole('link', { name: 'Order M-101' });
    expect(link.getAttribute('href')).toBe('/pages/history/detail?id=101');
    const pending = cardOf('Order M-101');
    expect(within(pending).getByText('Under review')).toBeTruthy();
    expect(within(pending).getByText('Blue mug 1')).toBeTruthy();
    expect(within(pending).getByText('Reason 1')).toBeTruthy();
    expect(pending.textContent).toContain('$20.50');

    const rejected = cardOf('Order M-102');
    expect(within(rejected).getByText('Rejected')).toBeTruthy();
    expect(within(rejected).getByText('The whole order')).toBeTruthy();
    expect(within(rejected).queryByRole('button')).toBeNull();

    const offline = cardOf('Order M-103');
    expect(within(offline).getByText(/the shop returns the cash to you/)).toBeTruthy();
    fireEvent.click(within(offline).getByRole('button', { name: 'I received the cash' }));
    expect(await screen.findByText('Cash received')).toBeTruthy();
    expect(posted(fetchMock, '/customer/order/refund_offline_confirm')).toEqual([{ id: '3' }]);

    fireEvent.click(within(pending).getByRole('button', { name: 'Withdraw request' }));
    expect(await screen.findByText('Refund request withdrawn')).toBeTruthy();
    expect(posted(fetchMock, '/customer/order/refund_cancel')).toEqual([{ id: '1' }]);
  });

  it('lets a seller switch to the requests received and approve or reject one', async () => {
    startSession('tok');
    const fetchMock = stubApi({
      'GET /api/customer/order/refund_list': (p) =>
        page(p.get('side') === 'received' ? [refund(4), refund(5)] : []),
      'POST /api/seller/refund/decide': (p) => ({
        code: 200,
        data: refund(Number(p.get('id')), {
          state: p.get('approve') === '1' ? 'approved' : 'rejected',
        }),
      }),
    });
    renderList(true);
    expect(await screen.findByText('No refund requests')).toBeTruthy();
    fireEvent.click(screen.getByRole('tab', { name: 'Received' }));
    expect(screen.getByRole('tab', { name: 'Received' }).getAttribute('aria-selected')).toBe(
      'true',
    );
    await screen.findByRole('link', { name: 'Order M-104' });
    expect(
      within(cardOf('Order M-104')).queryByRole('button', { name: 'Withdraw request' }),
    ).toBeNull();

    fireEvent.click(within(cardOf('Order M-104')).getByRole('button', { name: 'Approve refund' }));
    expect(
      await screen.findByText('Refund approved; the money went back to the buyer'),
    ).toBeTruthy();
    fireEvent.click(within(cardOf('Order M-105')).getByRole('button', { name: 'Reject refund' }));
    expect(await screen.findByText('Refund rejected')).toBeTruthy();
    await waitFor(() =>
      expect(posted(fetchMock, '/seller/refund/decide')).toEqual([
        { id: '4', approve: '1' },
        { id: '5', approve: '0' },
      ]),
    );
    expect(fetchMock.mock.calls.some(([url]) => String(url).includes('side=received'))).toBe(true);
  });
});
