import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { stubApi } from '../test/api-stub';
import { renderRoute } from '../test/render-route';
import { getPreferences } from '../lib/preferences';
import { getToken, startSession } from '../lib/session';

const user = {
  id: 1,
  email: 'ana@example.com',
  firstname: 'Ana',
  card: { count: 3 },
  message_unread_count: 1,
};

describe('session', () => {
  it('logout clears all storage, drops the counters and goes home', async () => {
    startSession('tok');
    localStorage.setItem('currency', 'CNY');
    localStorage.setItem('ad_timestamp', '1');
    const fetchMock = stubApi({
      'GET /api/customer/info/get_userinfo': () => ({ code: 200, data: user }),
      'GET /api/customer/user/logout': () => ({ code: 200, data: null }),
    });
    const { router } = renderRoute('/pages/mine/dashboard');
    expect(
      await screen.findAllByRole('link', { name: 'Cart, 3 items' }, { timeout: 5000 }),
    ).not.toHaveLength(0);
    fireEvent.click(screen.getAllByRole('button', { name: 'Log out' })[0]!);
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(localStorage.length).toBe(0);
    expect(getToken()).toBeNull();
    expect(screen.queryAllByRole('link', { name: /Cart, \d+ items/ })).toHaveLength(0);
    const logoutCall = fetchMock.mock.calls.find(([url]) =>
      String(url).endsWith('/customer/user/logout'),
    );
    expect(logoutCall?.[1]?.headers).toMatchObject({ 'access-token': 'tok' });
    expect(getPreferences().lang).toBe('en');
  });

  it('a lost session on any call goes to login and back after logging in', async () => {
    startSession('expired');
    stubApi({
      'GET /api/customer/info/get_userinfo': () => ({
        code: 1100003,
        message: 'Your session has expired or you are not logged in.',
      }),
    });
    const { router } = renderRoute('/pages/mine/wallet');
    await waitFor(() => expect(router.state.location.pathname).toBe('/pages/users/login'));
    expect(router.state.location.search).toBe('?redirect=%2Fpages%2Fmine%2Fwallet');
    expect(getToken()).toBeNull();
  });
});
