import { describe, expect, it } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { startSession } from '../../../lib/session';
import { stubApi } from '../../../test/api-stub';
import { TestProviders } from '../../../test/providers';
import { useShop } from '../api/get-shop';
import type { Shop } from '../types';
import { ShopHeader } from './shop-header';

const shop = (extra: Partial<Shop> = {}): Shop => ({
  id: 9,
  name: 'Sam Shop',
  logo: '',
  banner: '',
  description: 'Mugs and cups, fired by hand.',
  product_count: 12,
  followers: 41,
  followed: false,
  rating: 4.26,
  ...extra,
});

/** The shop page's use of the header: the shop as GET /shop/9/1 answers it. */
function ShopPageHeader() {
  const query = useShop(9, '', 24);
  return <ShopHeader shop={query.data?.pages[0]?.shop} extra={<button>Chat</button>} />;
}

function LoginPage() {
  const location = useLocation();
  return <p>Login page {location.search}</p>;
}

function renderHeader() {
  return render(
    <TestProviders>
      <MemoryRouter initialEntries={['/pages/shop/detail?id=9']}>
        <Routes>
          <Route path="/pages/shop/detail" element={<ShopPageHeader />} />
          <Route path="/pages/users/login" element={<LoginPage />} />
        </Routes>
      </MemoryRouter>
    </TestProviders>,
  );
}

function shopHandlers(start: Shop) {
  const state = { ...start };
  return {
    'GET /api/shop/9/1': () => ({
      code: 200,
      data: { shop: state, products: { list: [], total: 0, page: 1, pagesize: 24 } },
    }),
    'POST /api/customer/shop/follow': () => {
      Object.assign(state, { followed: true, followers: state.followers + 1 });
      return { code: 200, data: { followed: true, followers: state.followers } };
    },
    'POST /api/customer/shop/unfollow': () => {
      Object.assign(state, { followed: false, followers: state.followers - 1 });
      return { code: 200, data: { followed: false, followers: state.followers } };
    },
  };
}

describe('shop header', () => {
  it('shows placeholders until the shop is known, then its name, rating, followers and products', async () => {
    stubApi(shopHandlers(shop()));
    renderHeader();
    expect(screen.queryByRole('heading')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Follow' })).toBeNull();
    expect(await screen.findByRole('heading', { level: 1, name: 'Sam Shop' })).toBeTruthy();
    expect(screen.getByText('4.3')).toBeTruthy();
    expect(screen.getByText('41 followers')).toBeTruthy();
    expect(screen.getByText('12 products')).toBeTruthy();
    expect(screen.getByText('Mugs and cups, fired by hand.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Chat' })).toBeTruthy();
  });

  it('follows and unfollows the shop through the API, counting the followers', async () => {
    startSession('tok');
    const fetchMock = stubApi(shopHandlers(shop()));
    renderHeader();
    const follow = await screen.findByRole('button', { name: 'Follow' });
    expect(follow.getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(follow);
    const following = await screen.findByRole('button', { name: 'Following' });
    expect(following.getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByText('42 followers')).toBeTruthy();

    fireEvent.click(following);
    expect(await screen.findByRole('button', { name: 'Follow' })).toBeTruthy();
    expect(screen.getByText('41 followers')).toBeTruthy();

    const calls = fetchMock.mock.calls
      .filter(([url]) => /\/customer\/shop\/(un)?follow$/.test(String(url)))
      .map(([url, init]) => [new URL(String(url), 'http://x').pathname, String(init?.body)]);
    expect(calls).toEqual([
      ['/api/customer/shop/follow', 'shop_id=9'],
      ['/api/customer/shop/unfollow', 'shop_id=9'],
    ]);
  });

  it('sends a visitor to log in, and back to the shop after, without following', async () => {
    const fetchMock = stubApi(shopHandlers(shop()));
    renderHeader();
    fireEvent.click(await screen.findByRole('button', { name: 'Follow' }));
    await waitFor(() =>
      expect(screen.getByText(/Login page/).textContent).toBe(
        `Login page ?redirect=${encodeURIComponent('/pages/shop/detail?id=9')}`,
      ),
    );
    expect(fetchMock.mock.calls.some(([url]) => String(url).includes('/shop/follow'))).toBe(false);
  });
});
