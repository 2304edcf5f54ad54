import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { stubApi } from '../test/api-stub';
import { renderRoute } from '../test/render-route';
import { NOT_FOUND_PATH, routes } from './router';

function allPaths(list = routes): string[] {
  return list.flatMap((route) => [
    ...(route.path ? [route.path] : []),
    ...allPaths(route.children ?? []),
  ]);
}

describe('router', () => {
  it('sends an unknown path to the 404 page', async () => {
    stubApi();
    const { router } = renderRoute('/no/such/page');
    await waitFor(() => expect(router.state.location.pathname).toBe(NOT_FOUND_PATH));
    expect(await screen.findByText('We could not find that page')).toBeTruthy();
  });

  it('has every route of spec section 2', () => {
    const spec = [
      '/',
      '/pages/home/home',
      '/pages/index/index',
      '/pages/users/tiktok',
      '/pages/users/login',
      '/pages/users/register',
      '/pages/users/404',
      '/pages/policy/terms',
      '/pages/policy/support',
      '/pages/policy/return',
      '/pages/policy/privacy',
      '/pages/policy/about_us',
      '/pages/policy/user',
      '/pages/search/search',
      '/pages/cart/cart',
      '/pages/cart/delivery',
      '/pages/cart/pay',
      '/pages/cart/mycart',
      '/pages/cart/edit',
      '/pages/prouduct/detail',
      '/pages/category/detail',
      '/pages/category/brands',
      '/pages/category/category',
      '/pages/category/recommend',
      '/pages/mine/dashboard',
      '/pages/mine/confing',
      '/pages/mine/wallet',
      '/pages/mine/refund_sent',
      '/pages/mine/pc_mine',
      '/pages/history/purchase',
      '/pages/history/detail',
      '/pages/blog/blog',
      '/pages/blog/detail',
      '/pages/shop/create',
      '/pages/shop/detail',
      '/pages/server/chat',
      '/choose-location',
      '/open-location',
    ];
    // Beyond the spec's list: the notices page, the back office (its own routes inside) and the seller center.
    const added = ['/pages/mine/notices', '/admin/*', '/seller/center'];
    expect(
      allPaths()
        .filter((p) => p !== '*')
        .sort(),
    ).toEqual([...spec, ...added].sort());
  });

  it('shows a later capability as a titled page frame with an honest state', async () => {
    stubApi();
    renderRoute('/open-location');
    expect(await screen.findByRole('heading', { level: 1, name: 'Location' })).toBeTruthy();
    expect(
      screen.getByText('This part of the store is being built and arrives in a coming update.'),
    ).toBeTruthy();
  });

  it('renders the home frame with the start-sequence data', async () => {
    stubApi({
      'POST /api/customer/index/get-all-brand': () => ({
        code: 200,
        data: { list: [{ id: 1, name: 'Acme', logo: '', product_count: 3 }] },
      }),
    });
    renderRoute('/');
    expect(await screen.findByText('Acme')).toBeTruthy();
    expect(screen.getByText('3 products')).toBeTruthy();
    expect(await screen.findByText('No categories yet. Check back soon.')).toBeTruthy();
  });
});
