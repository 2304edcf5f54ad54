import { describe, expect, it } from 'vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { Order } from '@mall/contract/orders';
import { Toaster } from '../../../components/ui/toaster';
import { startSession } from '../../../lib/session';
import { stubApi } from '../../../test/api-stub';
import { orderFixture } from '../../../test/order-fixtures';
import { TestProviders } from '../../../test/providers';
import { SellerOrders } from './seller-orders';

const page = (list: Order[]) => ({
  code: 200,
  data: { list, total: list.length, page: 1, pagesize: 20 },
});

function renderOrders() {
  return render(
    <TestProviders>
      <SellerOrders />
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

/** The order number as its first column shows it (the buttons also name it, for screen readers). */
const numberCell = (number: string) => screen.findByText(number, { selector: '.font-mono' });
const rowOf = (number: string) =>
  screen.getByText(number, { selector: '.font-mono' }).closest('tr')!;

describe('seller orders', () => {
  it('asks for the orders to ship first, and says when a status has none', async () => {
    startSession('tok');
    const fetchMock = stubApi({
      'GET /api/seller/order/index': (p) =>
        page(p.get('status') === 'to_ship' ? [orderFixture(1, { order_status: 'to_ship' })] : []),
    });
    renderOrders();
    expect(await numberCell('M-1')).toBeTruthy();
    expect((screen.getByLabelText('Order status') as HTMLSelectElement).value).toBe('to_ship');
    fireEvent.change(screen.getByLabelText('Order status'), { target: { value: 'completed' } });
    expect(await screen.findByText('No orders with this status')).toBeTruthy();
    const urls = fetchMock.mock.calls
      .map(([url]) => String(url))
      .filter((url) => url.includes('/seller/order/index'));
    expect(urls[0]).toContain('status=to_ship');
    expect(urls.at(-1)).toContain('status=completed');
  });

  it('shows each order with its buyer, items, total and status; only open orders can be shipped or refused', async () => {
    startSession('tok');
    stubApi({
      'GET /api/seller/order/index': () =>
        page([
          orderFixture(1, { order_status: 'to_ship' }),
          orderFixture(2, { order_status: 'unpaid' }),
          orderFixture(3, { order_status: 'shipped', log_sn: 'SF-123' }),
          orderFixture(4, { order_status: 'cancelled', cancel_remark: 'Out of stock' }),
        ]),
    });
    renderOrders();
    const toShip = (await numberCell('M-1')).closest('tr')!;
    expect(toShip.textContent).toContain('Ana');
    expect(toShip.textContent).toContain('Town, US');
    expect(toShip.textContent).toContain('Blue mug 1 ×2');
    expect(toShip.textContent).toContain('$25.50');
    expect(within(toShip).getByText('To be shipped')).toBeTruthy();
    expect(within(toShip).getByRole('button', { name: 'Ship order M-1' })).toBeTruthy();
    expect(within(toShip).getByRole('button', { name: 'Reject order M-1' })).toBeTruthy();

    const unpaid = rowOf('M-2');
    expect(within(unpaid).queryByRole('button', { name: /Ship order/ })).toBeNull();
    expect(within(unpaid).getByRole('button', { name: 'Reject order M-2' })).toBeTruthy();

    const shipped = rowOf('M-3');
    expect(within(shipped).queryAllByRole('button')).toHaveLength(0);
    expect(within(shipped).getByText('SF-123')).toBeTruthy();

    const cancelled = rowOf('M-4');
    expect(within(cancelled).queryAllByRole('button')).toHaveLength(0);
    expect(within(cancelled).getByText('Out of stock')).toBeTruthy();
  });

  it('ships with a valid logistics number only', async () => {
    startSession('tok');
    const fetchMock = stubApi({
      'GET /api/seller/order/index': () => page([orderFixture(1, { order_status: 'to_ship' })]),
      'POST /api/seller/order/ship': () => ({ code: 200, data: orderFixture(1) }),
    });
    renderOrders();
    const ship = (await screen.findByRole('button', {
      name: 'Ship order M-1',
    })) as HTMLButtonElement;
    const input = screen.getByLabelText('Logistics number for order M-1');
    expect(ship.disabled).toBe(true);
    fireEvent.change(input, { target: { value: 'SF 123' } });
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(ship.disabled).toBe(true);
    fireEvent.change(input, { target: { value: ' SF-123 ' } });
    expect(input.getAttribute('aria-invalid')).toBeNull();
    fireEvent.click(ship);
    expect(await screen.findByText('Order M-1 shipped')).toBeTruthy();
    expect(posted(fetchMock, '/seller/order/ship')).toEqual([{ order_id: '1', log_sn: 'SF-123' }]);
  });

  it('refuses an order with the reason typed', async () => {
    startSession('tok');
    const fetchMock = stubApi({
      'GET /api/seller/order/index': () => page([orderFixture(2, { order_status: 'to_ship' })]),
      'POST /api/seller/order/reject': () => ({ code: 200, data: orderFixture(2) }),
    });
    renderOrders();
    const reject = (await screen.findByRole('button', {
      name: 'Reject order M-2',
    })) as HTMLButtonElement;
    expect(reject.disabled).toBe(true);
    fireEvent.change(screen.getByLabelText('Reason for rejecting order M-2'), {
      target: { value: '  Out of stock ' },
    });
    fireEvent.click(reject);
    expect(
      await screen.findByText('Order M-2 rejected; its stock and any payment were returned'),
    ).toBeTruthy();
    await waitFor(() =>
      expect(posted(fetchMock, '/seller/order/reject')).toEqual([
        { order_id: '2', reason: 'Out of stock' },
      ]),
    );
  });
});
