import { describe, expect, it } from 'vitest';
import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { stubApi } from '../../../test/api-stub';
import { renderRoute } from '../../../test/render-route';
import { logIn, walletHandlers } from '../test-fixtures';

// Route modules load lazily: the first render of a file takes a while on a busy machine.
configure({ asyncUtilTimeout: 5000 });

const type = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

const pending = {
  id: 41,
  kind: 'withdraw',
  amount: 40,
  actual_amount: 0,
  name: 'USDT (TRC20)',
  certificate: '',
  transcation_id: null,
  type: 'expense',
  state: 'pending',
  message: '',
  remark: '',
  pay_method: 'USDT-TRC20',
  created_at: '2026-01-02T10:00:00Z',
};

describe('withdrawal', () => {
  it('holds the amount to the balance, prefills the saved address and sends the request', async () => {
    logIn();
    const fetchMock = stubApi({
      ...walletHandlers({ balance: 250 }),
      'POST /api/customer/info/withdraw': (p) => ({
        code: 200,
        data: { ...pending, amount: Number(p.get('amount')) },
      }),
    });
    renderRoute('/pages/mine/wallet?tab=withdraw');
    await screen.findByRole('button', { name: 'Request withdrawal' });
    expect((screen.getByLabelText('Your wallet address') as HTMLInputElement).value).toBe(
      'TSavedAddress123',
    );
    type('Amount to withdraw (USD)', '250.01');
    expect(screen.getByText('You can withdraw at most 250.00 USD.')).toBeTruthy();
    type('Amount to withdraw (USD)', '40');
    fireEvent.click(screen.getByRole('button', { name: 'Request withdrawal' }));
    expect(await screen.findByText('Withdrawal requested')).toBeTruthy();
    const call = fetchMock.mock.calls.find(([url]) =>
      String(url).includes('/customer/info/withdraw'),
    );
    expect(Object.fromEntries(new URLSearchParams(String(call?.[1]?.body)))).toMatchObject({
      amount: '40',
      wallet: 'USDT-TRC20',
      address: 'TSavedAddress123',
    });
  });

  it('sends a bank withdrawal with the bank fields', async () => {
    logIn();
    const fetchMock = stubApi({
      ...walletHandlers(),
      'POST /api/customer/info/withdraw': () => ({ code: 200, data: pending }),
    });
    renderRoute('/pages/mine/wallet?tab=withdraw');
    await screen.findByRole('button', { name: 'Request withdrawal' });
    fireEvent.click(screen.getByLabelText('Bank account'));
    expect((screen.getByLabelText('Bank name') as HTMLInputElement).value).toBe('Chase');
    type('Amount to withdraw (USD)', '10');
    fireEvent.click(screen.getByRole('button', { name: 'Request withdrawal' }));
    await screen.findByText('Withdrawal requested');
    const call = fetchMock.mock.calls.find(([url]) =>
      String(url).includes('/customer/info/withdraw'),
    );
    const sent = Object.fromEntries(new URLSearchParams(String(call?.[1]?.body)));
    expect(sent).toMatchObject({
      amount: '10',
      bank_name: 'Chase',
      bank_acc_name: 'Ana Ruiz',
      bank_acc_no: '12345678',
    });
    expect(sent).not.toHaveProperty('wallet');
  });

  it('shows a short balance from the server on the amount, keeping the input', async () => {
    logIn();
    stubApi({
      ...walletHandlers(),
      'POST /api/customer/info/withdraw': () => ({
        code: 2000022,
        message: 'Payment failed: insufficient balance.',
      }),
    });
    renderRoute('/pages/mine/wallet?tab=withdraw');
    await screen.findByRole('button', { name: 'Request withdrawal' });
    type('Amount to withdraw (USD)', '900');
    fireEvent.click(screen.getByRole('button', { name: 'Request withdrawal' }));
    const amount = screen.getByLabelText('Amount to withdraw (USD)') as HTMLInputElement;
    await waitFor(() => expect(amount.getAttribute('aria-invalid')).toBe('true'));
    expect(amount.value).toBe('900');
  });

  it('lists withdrawals and recalls a pending one after confirming', async () => {
    logIn();
    let recalled = false;
    const fetchMock = stubApi({
      ...walletHandlers({ balance: 960, frozen: 40 }),
      'GET /api/customer/info/recharge_list': (p) => ({
        code: 200,
        data: {
          list:
            p.get('kind') === 'withdraw'
              ? [{ ...pending, state: recalled ? 'revoked' : 'pending' }]
              : [],
          total: 1,
          page: 1,
          pagesize: 10,
        },
      }),
      'POST /api/customer/info/withdraw_revoke': () => {
        recalled = true;
        return { code: 200, data: { ...pending, state: 'revoked' } };
      },
    });
    renderRoute('/pages/mine/wallet?tab=withdrawals');
    await screen.findByText('Pending');
    const list = screen.getByRole('list', { name: 'Withdrawals and recalls' });
    fireEvent.click(within(list).getByRole('button', { name: 'Recall' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Recall withdrawal' }));
    await waitFor(() =>
      expect(
        within(screen.getByRole('list', { name: 'Withdrawals and recalls' })).getByText('Recalled'),
      ).toBeTruthy(),
    );
    const call = fetchMock.mock.calls.find(([url]) => String(url).includes('withdraw_revoke'));
    expect(String(call?.[1]?.body)).toBe('id=41');
    expect(
      within(screen.getByRole('list', { name: 'Withdrawals and recalls' })).queryByRole('button', {
        name: 'Recall',
      }),
    ).toBeNull();
  });

  it('says what to do when there is no history yet', async () => {
    logIn();
    stubApi(walletHandlers());
    renderRoute('/pages/mine/wallet?tab=history');
    expect(await screen.findByText('No top-ups yet')).toBeTruthy();
    expect(screen.getAllByRole('link', { name: 'Recharge' }).length).toBeGreaterThan(0);
  });
});
