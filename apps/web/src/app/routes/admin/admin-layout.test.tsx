import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { startSession } from '../../../lib/session';
import { stubApi } from '../../../test/api-stub';
import { renderRoute } from '../../../test/render-route';
import { staffHandlers, userInfoOf } from '../../../features/back-office/testing/staff-stubs';

const counts = {
  applications: { 100: null, 200: 3, 300: 0, 400: null, 500: null },
  refunds: null,
  bank_payments: null,
};

const nav = () => screen.findByRole('navigation', { name: 'Back office sections' });

describe('back-office layout', () => {
  it('shows only the entries the role allows, with counts of what waits, and opens the dashboard', async () => {
    startSession('tok');
    stubApi(staffHandlers(['customer', 'catalogue'], counts, 'Cat'));
    const { router } = renderRoute('/admin');
    const menu = await nav();
    for (const name of [
      'Dashboard',
      'Stock-in applications',
      'Categories',
      'Brands',
      'Products',
      'Content',
    ])
      expect(within(menu).getByRole('link', { name })).toBeTruthy();
    for (const name of ['Users', 'Staff', 'Orders', 'Refunds', 'Money', 'Audit log', 'Top-ups'])
      expect(within(menu).queryByRole('link', { name })).toBeNull();
    await waitFor(() =>
      expect(within(menu).getByRole('link', { name: /Product applications/ }).textContent).toBe(
        'Product applications3, 3 waiting',
      ),
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/dashboard'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeTruthy();
    expect(screen.getByText('Cat')).toBeTruthy();
    expect(screen.getByText('Catalogue', { selector: 'header span' })).toBeTruthy();
  }, 15_000);

  it('calls the owner "Owner" and shows no counts when the waiting call fails', async () => {
    startSession('tok');
    stubApi(staffHandlers(['admin']));
    renderRoute('/admin/dashboard');
    const menu = await nav();
    expect(within(menu).getByRole('link', { name: 'Audit log' })).toBeTruthy();
    expect(within(menu).getByRole('link', { name: 'Product applications' })).toBeTruthy();
    expect(screen.getByText('Owner')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('tells a buyer there is no permission, without calling the back office', async () => {
    startSession('tok');
    const fetchMock = stubApi({
      'GET /api/customer/info/get_userinfo': () => userInfoOf(['customer']),
    });
    renderRoute('/admin/orders');
    expect(await screen.findByText('No permission to access the current page')).toBeTruthy();
    expect(fetchMock.mock.calls.some(([url]) => String(url).includes('/api/admin/'))).toBe(false);
  });

  it('tells staff without the page permission there is none, in the layout', async () => {
    startSession('tok');
    stubApi(staffHandlers(['support']));
    renderRoute('/admin/review?type=200');
    expect(await screen.findByText('No permission to access the current page')).toBeTruthy();
    expect(within(await nav()).getByRole('link', { name: 'Seller applications' })).toBeTruthy();
  });

  it('says no permission when staff/me answers forbidden', async () => {
    startSession('tok');
    stubApi({
      ...staffHandlers(['support']),
      'GET /api/admin/staff/me': () => ({
        code: 1000008,
        message: 'Invalid parameter.',
        data: { reason: 'forbidden' },
      }),
    });
    renderRoute('/admin/orders');
    expect(await screen.findByText('No permission to access the current page')).toBeTruthy();
  });

  it('sends a visitor to login, coming back to the admin page after', async () => {
    stubApi();
    const { router } = renderRoute('/admin/orders?status=shipped');
    await waitFor(() => expect(router.state.location.pathname).toBe('/pages/users/login'));
    expect(new URLSearchParams(router.state.location.search).get('redirect')).toBe(
      '/admin/orders?status=shipped',
    );
  });

  it('speaks the chosen language', async () => {
    startSession('tok');
    localStorage.setItem('lang', 'zh');
    stubApi(staffHandlers(['admin']));
    const { setLanguage } = await import('../../../lib/i18n');
    await setLanguage('zh');
    try {
      renderRoute('/admin/review?type=200');
      expect(await screen.findByRole('link', { name: '商品申请' })).toBeTruthy();
    } finally {
      await setLanguage('en');
    }
  });
});
