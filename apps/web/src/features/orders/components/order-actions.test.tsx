import { describe, expect, it } from 'vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { Order } from '@mall/contract/orders';
import { Toaster } from '../../../components/ui/toaster';
import { startSession } from '../../../lib/session';
import { stubApi } from '../../../test/api-stub';
import { orderFixture } from '../../../test/order-fixtures';
import { TestProviders } from '../../../test/providers';
import { OrderActions } from './order-actions';

function renderActions(order: Order) {
  return render(
    <TestProviders>
      <OrderActions order={order} />
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

const buttonNames = () =>
  within(screen.getByRole('region', { name: 'Order actions' }))
    .getAllByRole('button')
    .map((button) => button.textContent);

describe('order actions', () => {
  it('shows nothing when the order allows no action (a review is offered elsewhere)', () => {
    renderActions(orderFixture(1, { order_status: 'completed', actions: ['comment'] }));
    expect(screen.queryByRole('region', { name: 'Order actions' })).toBeNull();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('offers pay and cancel on an unpaid order, and confirm receipt and refund on a delivered one', () => {
    const view = renderActions(orderFixture(1, { actions: ['pay', 'cancel'] }));
    expect(buttonNames()).toEqual(['Pay now', 'Cancel order']);
    view.unmount();
    renderActions(
      orderFixture(2, { order_status: 'delivered', actions: ['complete', 'refund', 'comment'] }),
    );
    expect(buttonNames()).toEqual(['Confirm receipt', 'Request a refund']);
  });

  it('pays the order and says so', async () => {
    startSession('tok');
    const fetchMock = stubApi({
      'POST /api/customer/order/pay': () => ({ code: 200, data: orderFixture(5) }),
    });
    renderActions(orderFixture(5, { actions: ['pay', 'cancel'] }));
    fireEvent.click(screen.getByRole('button', { name: 'Pay now' }));
    expect(await screen.findByText('Payment done')).toBeTruthy();
    expect(posted(fetchMock, '/customer/order/pay')).toEqual([{ order_id: '5' }]);
  });

  it('confirms receipt and says so', async () => {
    startSession('tok');
    const fetchMock = stubApi({
      'POST /api/customer/order/complete': () => ({ code: 200, data: orderFixture(6) }),
    });
    renderActions(orderFixture(6, { order_status: 'delivered', actions: ['complete'] }));
    fireEvent.click(screen.getByRole('button', { name: 'Confirm receipt' }));
    expect(await screen.findByText('Receipt confirmed')).toBeTruthy();
    expect(posted(fetchMock, '/customer/order/complete')).toEqual([{ order_id: '6' }]);
  });

  it('cancels with the reason given, after the buyer confirms', async () => {
    startSession('tok');
    const fetchMock = stubApi({
      'POST /api/customer/order/cancel': () => ({ code: 200, data: orderFixture(7) }),
    });
    renderActions(orderFixture(7, { actions: ['pay', 'cancel'] }));
    const cancel = screen.getByRole('button', { name: 'Cancel order' });
    expect(cancel.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(cancel);
    expect(cancel.getAttribute('aria-expanded')).toBe('true');
    const form = screen.getByRole('form', { name: 'Cancel this order' });
    fireEvent.change(within(form).getByLabelText('Reason for cancelling (optional)'), {
      target: { value: '  Ordered twice ' },
    });
    expect(posted(fetchMock, '/customer/order/cancel')).toEqual([]);
    fireEvent.click(within(form).getByRole('button', { name: 'Confirm cancellation' }));
    expect(await screen.findByText('Order cancelled')).toBeTruthy();
    expect(posted(fetchMock, '/customer/order/cancel')).toEqual([
      { order_id: '7', cancel_remark: 'Ordered twice' },
    ]);
    await waitFor(() =>
      expect(screen.queryByRole('form', { name: 'Cancel this order' })).toBeNull(),
    );
  });

  it('asks for a reason before sending a refund request, then sends it for the chosen line', async () => {
    startSession('tok');
    const fetchMock = stubApi({
      'POST /api/customer/order/refund': () => ({ code: 200, data: {} }),
    });
    const order = orderFixture(8, { order_status: 'delivered', actions: ['complete', 'refund'] });
    order.items.push({ ...order.items[0]!, item_id: 81, name: 'Red cup', num: 1 });
    order.items.push({
      ...order.items[0]!,
      item_id: 82,
      name: 'Refunded lid',
      refund_state: 'pending',
    });
    renderActions(order);
    fireEvent.click(screen.getByRole('button', { name: 'Request a refund' }));
    const form = screen.getByRole('form', { name: 'Refund request' });
    const scope = within(form).getByLabelText('What to refund');
    expect(
      within(scope)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['The whole order', 'Blue mug 8 ×2', 'Red cup ×1']);

    fireEvent.click(within(form).getByRole('button', { name: 'Send refund request' }));
    expect(within(form).getByRole('alert').textContent).toBe('Tell the shop why');
    expect(posted(fetchMock, '/customer/order/refund')).toEqual([]);

    fireEvent.change(scope, { target: { value: '81' } });
    fireEvent.change(within(form).getByLabelText('Reason for the refund'), {
      target: { value: 'Arrived broken' },
    });
    expect(within(form).queryByRole('alert')).toBeNull();
    fireEvent.click(within(form).getByRole('button', { name: 'Send refund request' }));
    expect(await screen.findByText('Refund request sent')).toBeTruthy();
    expect(posted(fetchMock, '/customer/order/refund')).toEqual([
      { order_id: '8', reason: 'Arrived broken', item_id: '81' },
    ]);
  });
});
