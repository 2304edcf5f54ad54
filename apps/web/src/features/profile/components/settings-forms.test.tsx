import { describe, expect, it } from 'vitest';
import { configure, fireEvent, screen, waitFor } from '@testing-library/react';
import { startSession } from '../../../lib/session';
import { stubApi } from '../../../test/api-stub';
import { renderRoute } from '../../../test/render-route';

// Route modules load lazily: the first render of a file takes a while on a busy machine.
configure({ asyncUtilTimeout: 5000 });

const user = {
  id: 7,
  email: 'ana@example.com',
  firstname: 'Ana',
  lastname: 'Ruiz',
  avatar: '',
  phone: '+1 512 555 0101',
  seller_url: '',
  is_seller: false,
  seller_status: 'none',
  roles: ['customer'],
  card: { count: 0 },
  product: { count: 0 },
  notice: { count: 0 },
  message_unread_count: 0,
};
const settings = {
  bank_name: '',
  bank_acc_name: '',
  bank_acc_no: '',
  bank_routing_no: '',
  wallet_address: {},
  address: '',
};

function handlers(
  update: (p: URLSearchParams) => { code: number; message?: string; data?: unknown },
) {
  return {
    'GET /api/customer/info/get_userinfo': () => ({ code: 200, data: user }),
    'GET /api/customer/info/payment_settings': () => ({ code: 200, data: settings }),
    'POST /api/customer/index/get_wallets': () => ({
      code: 200,
      data: {
        list: [
          { name: 'USDT (TRC20)', code: 'USDT-TRC20', address: 'T1', network: 'TRON (TRC20)' },
        ],
      },
    }),
    'POST /api/customer/info/update_user': update,
  };
}

const type = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe('profile and payment settings', () => {
  it('validates the new password as the user types', async () => {
    startSession('tok');
    stubApi(handlers(() => ({ code: 200, data: { ...user, ...settings } })));
    renderRoute('/pages/mine/confing');
    await screen.findByRole('button', { name: 'Change password' });
    type('New password', 'short');
    expect(screen.getByText('Password must contain at least 8 characters.')).toBeTruthy();
    type('New password', 'a-long-password-2');
    type('Confirm new password', 'a-long-password-3');
    expect(screen.getByText('The passwords do not match.')).toBeTruthy();
  });

  it('puts a wrong current password on its field and keeps what was typed', async () => {
    startSession('tok');
    stubApi(
      handlers(() => ({
        code: 1100004,
        message: 'The account details are not in the right format.',
        data: { field: 'current_password', reason: 'incorrect' },
      })),
    );
    renderRoute('/pages/mine/confing');
    await screen.findByRole('button', { name: 'Change password' });
    type('Current password', 'wrong-password');
    type('New password', 'a-long-password-2');
    type('Confirm new password', 'a-long-password-2');
    fireEvent.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('The current password is incorrect.')).toBeTruthy();
    expect((screen.getByLabelText('Current password') as HTMLInputElement).value).toBe(
      'wrong-password',
    );
    expect((screen.getByLabelText('New password') as HTMLInputElement).value).toBe(
      'a-long-password-2',
    );
  });

  it('changes the password and clears the fields', async () => {
    startSession('tok');
    const fetchMock = stubApi(handlers(() => ({ code: 200, data: { ...user, ...settings } })));
    renderRoute('/pages/mine/confing');
    await screen.findByRole('button', { name: 'Change password' });
    type('Current password', 'demo12345');
    type('New password', 'a-long-password-2');
    type('Confirm new password', 'a-long-password-2');
    fireEvent.click(screen.getByRole('button', { name: 'Change password' }));
    expect(
      await screen.findByText('Password changed. Use the new one the next time you log in.'),
    ).toBeTruthy();
    const call = fetchMock.mock.calls.find(([url]) => String(url).includes('update_user'));
    expect(Object.fromEntries(new URLSearchParams(String(call?.[1]?.body)))).toEqual({
      current_password: 'demo12345',
      password: 'a-long-password-2',
      confirm_password: 'a-long-password-2',
    });
    expect((screen.getByLabelText('New password') as HTMLInputElement).value).toBe('');
  });

  it('saves the personal details and shows the new name', async () => {
    startSession('tok');
    const fetchMock = stubApi(
      handlers((p) => ({
        code: 200,
        data: { ...user, ...settings, firstname: p.get('firstname') },
      })),
    );
    renderRoute('/pages/mine/confing');
    await screen.findByRole('button', { name: 'Save personal details' });
    expect((screen.getByLabelText('First name') as HTMLInputElement).value).toBe('Ana');
    type('First name', '');
    expect(screen.getByText('This field is required.')).toBeTruthy();
    type('First name', 'Anita');
    fireEvent.click(screen.getByRole('button', { name: 'Save personal details' }));
    expect(await screen.findByText('Saved')).toBeTruthy();
    const call = fetchMock.mock.calls.find(([url]) => String(url).includes('update_user'));
    expect(new URLSearchParams(String(call?.[1]?.body)).get('firstname')).toBe('Anita');
  });

  it('sends the crypto addresses as one JSON object and the bank fields', async () => {
    startSession('tok');
    const fetchMock = stubApi(handlers(() => ({ code: 200, data: { ...user, ...settings } })));
    renderRoute('/pages/mine/confing');
    await screen.findByRole('button', { name: 'Save wallet addresses' });
    type('USDT (TRC20) address', 'TNfqbNpq8Gc4E5sRXfZyR9rLvAyaBWrwEn');
    fireEvent.click(screen.getByRole('button', { name: 'Save wallet addresses' }));
    await waitFor(() =>
      expect(fetchMock.mock.calls.some(([url]) => String(url).includes('update_user'))).toBe(true),
    );
    const call = fetchMock.mock.calls.find(([url]) => String(url).includes('update_user'));
    expect(
      JSON.parse(new URLSearchParams(String(call?.[1]?.body)).get('wallet_address') ?? ''),
    ).toEqual({ 'USDT-TRC20': 'TNfqbNpq8Gc4E5sRXfZyR9rLvAyaBWrwEn' });
    type('Bank name', 'Banco Ñ');
    expect(screen.getByText('Use English letters only.')).toBeTruthy();
  });
});
