import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { UserDetail } from '@mall/contract/admin-users';
import { startSession } from '../../../../lib/session';
import { stubApi } from '../../../../test/api-stub';
import { renderRoute } from '../../../../test/render-route';
import { staffHandlers } from '../../testing/staff-stubs';

const detail = (status: 'active' | 'disabled' = 'active'): UserDetail => ({
  user: {
    id: 42,
    email: 'ana@example.com',
    firstname: 'Ana',
    lastname: 'Lopez',
    status,
    roles: [],
    created_at: '2026-01-02T10:00:00Z',
    last_login_at: '2026-03-04T05:06:00Z',
    balance: 50,
    shop: { id: 3, name: 'Ana Shop', status: 'approved' },
    phone: '+1 555 0100',
    avatar: '',
    invite_code: 'ABCD2345',
    invited_by: 7,
    updated_at: '2026-03-04T05:06:00Z',
  },
  balances: { balance: 50, frozen: 12.5, merchant: 300 },
  shop: { id: 3, name: 'Ana Shop', status: 'approved', created_at: '2026-01-05T00:00:00Z' },
});

const order = {
  order_id: 9,
  increment_id: 'M000000009',
  created_at: '2026-02-01T09:00:00Z',
  grand_total: 25,
  order_status: 'paid',
  payment_status: 'paid',
  payment_method: 'wallet',
  shop: { id: 3, name: 'Other Shop' },
};

const handlers = (status: 'active' | 'disabled' = 'active') => ({
  ...staffHandlers(['admin']),
  'GET /api/admin/user/detail': () => ({ code: 200, data: detail(status) }),
  'GET /api/admin/user/orders': () => ({
    code: 200,
    data: { list: [order], total: 1, page: 1, pagesize: 20 },
  }),
  'GET /api/admin/user/ledger': (p: URLSearchParams) => ({
    code: 200,
    data: {
      list:
        p.get('account') === 'merchant'
          ? []
          : [
              {
                id: 5,
                created_at: '2026-02-01T09:00:00Z',
                account: 'balance',
                kind: 'payment',
                amount: -25,
                balance_after: 50,
                reference: 'order:9',
              },
            ],
      total: 1,
      page: 1,
      pagesize: 20,
    },
  }),
  'GET /api/admin/user/sessions': () => ({
    code: 200,
    data: {
      list: [
        {
          id: 2,
          created_at: '2026-03-04T05:06:00Z',
          last_seen_at: '2026-03-04T06:00:00Z',
          expires_at: '2026-04-04T06:00:00Z',
          ended_at: null,
          live: true,
          ip: '203.0.113.9',
          user_agent: 'Firefox',
        },
        {
          id: 1,
          created_at: '2026-01-02T10:00:00Z',
          last_seen_at: '2026-01-02T10:00:00Z',
          expires_at: '2026-02-01T10:00:00Z',
          ended_at: '2026-01-03T10:00:00Z',
          live: false,
          ip: '198.51.100.4',
          user_agent: 'Safari',
        },
      ],
    },
  }),
});

describe('a user’s page', { timeout: 20_000 }, () => {
  it('shows the profile, balances and shop, and the orders, ledger and sessions tabs', async () => {
    startSession('tok');
    const fetchMock = stubApi(handlers());
    const { router } = renderRoute('/admin/users/42');
    expect(await screen.findByRole('heading', { level: 1, name: 'ana@example.com' })).toBeTruthy();
    const balances = screen.getByRole('region', { name: 'Balances' });
    expect(within(balances).getByText('$12.50 USD')).toBeTruthy();
    expect(within(balances).getByText('$300.00 USD')).toBeTruthy();
    expect(within(screen.getByRole('region', { name: 'Shop' })).getByText('Open')).toBeTruthy();
    expect(screen.getByRole('link', { name: '#7' }).getAttribute('href')).toBe('/admin/users/7');
    expect(screen.getByRole('link', { name: 'Audit entries' }).getAttribute('href')).toBe(
      '/admin/audit?record=user%3A42',
    );

    // Orders first.
    expect(await screen.findByText('M000000009')).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Orders' }).getAttribute('aria-selected')).toBe('true');

    fireEvent.click(screen.getByRole('tab', { name: 'Wallet ledger' }));
    await waitFor(() => expect(router.state.location.search).toBe('?tab=ledger'));
    expect(await screen.findByText('order:9')).toBeTruthy();
    expect(screen.getByText('−$25.00')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Account'), { target: { value: 'merchant' } });
    expect(await screen.findByText('No money has moved on these accounts')).toBeTruthy();
    expect(router.state.location.search).toBe('?tab=ledger&account=merchant');

    fireEvent.click(screen.getByRole('tab', { name: 'Sessions' }));
    await waitFor(() => expect(router.state.location.search).toBe('?tab=sessions'));
    const live = (await screen.findByText('203.0.113.9')).closest('tr')!;
    expect(within(live).getByText('Live')).toBeTruthy();
    const ended = screen.getByText('198.51.100.4').closest('tr')!;
    expect(within(ended).getByText(/^Ended /)).toBeTruthy();
    expect(
      fetchMock.mock.calls.some(([url]) => String(url).includes('/admin/user/sessions?user_id=42')),
    ).toBe(true);
  });

  it('disables the account after a confirm', async () => {
    startSession('tok');
    let status: 'active' | 'disabled' = 'active';
    const fetchMock = stubApi({
      ...handlers(),
      'GET /api/admin/user/detail': () => ({ code: 200, data: detail(status) }),
      'POST /api/admin/user/disable': () => {
        status = 'disabled';
        return { code: 200, data: detail('disabled').user };
      },
    });
    renderRoute('/admin/users/42');
    fireEvent.click(await screen.findByRole('button', { name: 'Disable account' }));
    const dialog = await screen.findByRole('dialog', { name: 'Disable ana@example.com?' });
    expect(within(dialog).getByText(/logged out everywhere at once/)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Disable account' }));
    expect(await screen.findByText('ana@example.com is disabled and logged out')).toBeTruthy();
    expect(await screen.findByRole('button', { name: 'Enable account' })).toBeTruthy();
    const post = fetchMock.mock.calls.find(([url]) => String(url).includes('/admin/user/disable'));
    expect(Object.fromEntries(new URLSearchParams(String(post?.[1]?.body)))).toEqual({
      user_id: '42',
      disabled: '1',
    });
  });

  it('says why a disable was refused', async () => {
    startSession('tok');
    stubApi({
      ...handlers(),
      'POST /api/admin/user/disable': () => ({
        code: 1000008,
        message: 'Invalid parameter.',
        data: { field: 'user_id', reason: 'self' },
      }),
    });
    renderRoute('/admin/users/42');
    fireEvent.click(await screen.findByRole('button', { name: 'Disable account' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Disable account' }));
    expect(await screen.findByText('You cannot disable your own account.')).toBeTruthy();
  });

  it('says when the user does not exist', async () => {
    startSession('tok');
    stubApi({
      ...staffHandlers(['support']),
      'GET /api/admin/user/detail': () => ({ code: 2000019, message: 'No data', data: null }),
    });
    renderRoute('/admin/users/999');
    expect(await screen.findByText('This user does not exist')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to users' }).getAttribute('href')).toBe(
      '/admin/users',
    );
  });
});
