import { describe, expect, it } from 'vitest';
import { configure, screen, waitFor, within } from '@testing-library/react';
import { startSession } from '../../../lib/session';
import { stubApi } from '../../../test/api-stub';
import { renderRoute } from '../../../test/render-route';

// Route modules load lazily: the first render of a file takes a while on a busy machine.
configure({ asyncUtilTimeout: 5000 });

const info = (roles: string[]) => ({
  code: 200,
  data: {
    id: 7,
    email: 'ana@example.com',
    firstname: 'Ana',
    lastname: 'Ruiz',
    avatar: '',
    phone: '',
    seller_url: '',
    is_seller: false,
    seller_status: 'none',
    roles,
    card: { count: 2 },
    product: { count: 4 },
    notice: { count: 3 },
    message_unread_count: 0,
  },
});

function handlers(roles: string[], dashboard = true) {
  return {
    'GET /api/customer/info/get_userinfo': () => info(roles),
    'GET /api/customer/info/get_user_balance': () => ({
      code: 200,
      data: { balance: 1000, frozen: 25, merchant_balance: 0, currency: 'USD' },
    }),
    ...(dashboard
      ? {
          'GET /api/customer/info/dashboard': () => ({
            code: 200,
            data: {
              cart_count: 2,
              wishlist_count: 4,
              order_count: 5,
              ordered_count: 9,
              default_address: {
                address_id: 1,
                first_name: 'Ana',
                last_name: 'Ruiz',
                email: '',
                telephone: '+1 555',
                street1: '1 Main St',
                street2: '',
                city: 'Austin',
                state: 'TX',
                country: 'US',
                zip: '78701',
                is_default: true,
              },
            },
          }),
        }
      : {}),
  };
}

describe('account dashboard', () => {
  it('shows the user, the balance, the counters and the default address', async () => {
    startSession('tok');
    stubApi(handlers(['customer']));
    renderRoute('/pages/mine/dashboard');
    // The first render loads the route's module: give it time.
    expect(await screen.findByRole('heading', { name: 'Hi, Ana' }, { timeout: 5000 })).toBeTruthy();
    expect((await screen.findByTestId('wallet-balance')).textContent).toBe('$1,000.00');
    const counters = screen.getByLabelText('Your counters');
    expect(await within(counters).findByText('5')).toBeTruthy();
    expect(within(counters).getByText('9')).toBeTruthy();
    expect(within(counters).getByText('4')).toBeTruthy();
    expect(await screen.findByText(/1 Main St, Austin, TX, 78701, US/)).toBeTruthy();
  });

  it('lists every account section, says which come later, counts unread notices, and links admins to the back office', async () => {
    startSession('tok');
    stubApi(handlers(['customer', 'admin']));
    renderRoute('/pages/mine/dashboard');
    // The side menu (wide screens) and the list (phones) are the same menu.
    const [menu] = await screen.findAllByRole('navigation', { name: 'Account menu' });
    if (!menu) throw new Error('no menu');
    expect(await within(menu).findByRole('link', { name: 'Notices, 3 unread' })).toBeTruthy();
    for (const name of [
      'Wallet',
      'Profile and payment settings',
      'Purchase history',
      'Refund requests (sent and received)',
      'Track order',
      'Become a seller',
      'Blog',
      'All brands',
      'About us',
    ])
      expect(within(menu).getByRole('link', { name })).toBeTruthy();
    for (const name of [
      'Wishlist',
      'Compare',
      'Flash deals',
      'Store settings',
      'Affiliate',
      'Support tickets',
    ]) {
      expect(within(menu).getByText(name).parentElement?.textContent).toContain('Coming soon');
    }
    expect(within(menu).getByRole('link', { name: 'Admin back office' }).getAttribute('href')).toBe(
      '/admin',
    );
  });

  it('keeps working without the dashboard call, saying what it could not count', async () => {
    startSession('tok');
    stubApi(handlers(['customer'], false));
    renderRoute('/pages/mine/dashboard');
    const counters = await screen.findByLabelText('Your counters');
    expect(await within(counters).findAllByText('—')).toHaveLength(2);
    expect(within(counters).getByText('2')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Admin back office' })).toBeNull();
  });

  it('sends a visitor of the wallet to login and back', async () => {
    stubApi();
    const { router } = renderRoute('/pages/mine/wallet?tab=withdraw');
    await waitFor(() => expect(router.state.location.pathname).toBe('/pages/users/login'), {
      timeout: 5000,
    });
    expect(router.state.location.search).toBe(
      `?redirect=${encodeURIComponent('/pages/mine/wallet?tab=withdraw')}`,
    );
  });
});
