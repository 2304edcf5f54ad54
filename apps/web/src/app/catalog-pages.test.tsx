import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { stubApi } from '../test/api-stub';
import { card, detail, page } from '../test/catalog-fixtures';
import { renderRoute } from '../test/render-route';
import { startSession } from '../lib/session';

const tree = {
  list: [
    {
      id: 3,
      name: 'Lamps',
      icon: '',
      parent_id: null,
      children: [{ id: 31, name: 'Desk lamps', icon: '', parent_id: 3, children: [] }],
    },
    { id: 4, name: 'Chairs', icon: '', parent_id: null, children: [] },
  ],
};
const brands = { list: [{ id: 7, name: 'Acme', logo: '', product_count: 4 }] };

function calls(fetchMock: ReturnType<typeof stubApi>, path: string): URLSearchParams[] {
  return fetchMock.mock.calls
    .map(([url]) => new URL(String(url), 'http://localhost'))
    .filter((u) => u.pathname === path)
    .map((u) => u.searchParams);
}

describe('category products', () => {
  it('keeps the sort and filters in the URL and sends them to the API', async () => {
    const fetchMock = stubApi({
      'POST /api/customer/index/get-all-category': () => ({ code: 200, data: tree }),
      'POST /api/customer/index/get-all-brand': () => ({ code: 200, data: brands }),
      'GET /api/category/3/1': () => ({
        code: 200,
        data: {
          category: { ...tree.list[0], children: [] },
          products: page([card(1), card(2)], 2),
        },
      }),
    });
    const { router } = renderRoute('/pages/category/detail?id=3&brand_id=7');
    expect(await screen.findByRole('heading', { name: 'Product 1' })).toBeTruthy();
    expect((await screen.findByRole('link', { name: 'Desk lamps' })).getAttribute('href')).toBe(
      '/pages/category/detail?id=31',
    );
    expect(calls(fetchMock, '/api/category/3/1')[0]?.get('brand_id')).toBe('7');
    expect(await screen.findByRole('button', { name: 'Remove filter: Acme' })).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Price: low to high' }));
    await waitFor(() =>
      expect(router.state.location.search).toBe('?id=3&brand_id=7&sort=price_asc'),
    );
    expect(
      screen.getByRole('button', { name: 'Price: low to high' }).getAttribute('aria-pressed'),
    ).toBe('true');
    await waitFor(() =>
      expect(calls(fetchMock, '/api/category/3/1').some((p) => p.get('sort') === 'price_asc')).toBe(
        true,
      ),
    );

    // Phones: the filters are in a sheet; the price applies with "show results".
    fireEvent.click(screen.getByRole('button', { name: /Filter/ }));
    const sheet = await screen.findByRole('dialog', { hidden: true });
    fireEvent.change(within(sheet).getByLabelText('Minimum price'), { target: { value: '10' } });
    fireEvent.change(within(sheet).getByLabelText('Maximum price'), { target: { value: '50' } });
    fireEvent.click(screen.getByRole('button', { name: 'Show results', hidden: true }));
    await waitFor(() =>
      expect(router.state.location.search).toBe(
        '?id=3&brand_id=7&sort=price_asc&min_price=10&max_price=50',
      ),
    );
    await waitFor(() =>
      expect(
        calls(fetchMock, '/api/category/3/1').some(
          (p) => p.get('min_price') === '10' && p.get('max_price') === '50',
        ),
      ).toBe(true),
    );

    fireEvent.click(await screen.findByRole('button', { name: 'Remove filter: Acme' }));
    await waitFor(() =>
      expect(router.state.location.search).toBe('?id=3&sort=price_asc&min_price=10&max_price=50'),
    );
  });

  it('says what to do when nothing matches the filters', async () => {
    stubApi({
      'GET /api/category/3/1': () => ({
        code: 200,
        data: { category: { ...tree.list[0], children: [] }, products: page([], 0) },
      }),
    });
    const { router } = renderRoute('/pages/category/detail?id=3&min_price=1000');
    expect(await screen.findByText('No products match these filters')).toBeTruthy();
    fireEvent.click(screen.getAllByRole('button', { name: 'Clear filters' })[0]!);
    await waitFor(() => expect(router.state.location.search).toBe('?id=3'));
  });
});

describe('search', () => {
  it('searches, remembers the term on the device and shows one search box', async () => {
    stubApi({ 'GET /api/search/lamp': () => ({ code: 200, data: page([card(5)], 1) }) });
    const { router } = renderRoute('/pages/search/search');
    await screen.findByRole('heading', { name: 'Recent searches' });
    const box = document.getElementById('search-page-input') as HTMLInputElement;
    fireEvent.change(box, { target: { value: 'lamp' } });
    fireEvent.submit(box.closest('form')!);
    await waitFor(() => expect(router.state.location.search).toBe('?q=lamp'));
    expect(await screen.findByRole('heading', { name: 'Product 5' })).toBeTruthy();
    expect(JSON.parse(localStorage.getItem('recent_searches') ?? '[]')).toEqual(['lamp']);
    await router.navigate('/pages/search/search');
    expect(await screen.findByRole('link', { name: 'lamp' })).toBeTruthy();
    expect(document.querySelectorAll('#search-page-input')).toHaveLength(1);
  });
});

describe('product detail', () => {
  it('shows the product; a visitor who adds to cart is asked to log in and comes back', async () => {
    stubApi({
      'GET /api/customer/product/detail': () => ({
        code: 200,
        data: detail(27, { stock: 3, comment_count: 2 }),
      }),
      'GET /api/customer/product/comments': () => ({
        code: 200,
        data: { ...page([], 0), average: 0, count: 0 },
      }),
    });
    const { router } = renderRoute('/pages/prouduct/detail?id=27');
    expect(await screen.findByRole('heading', { level: 1, name: 'Product 27' })).toBeTruthy();
    expect(screen.getByText('In stock: 3')).toBeTruthy();
    expect(document.querySelector('.rich-text')?.innerHTML).toBe(
      '<p>Made <strong>well</strong>.</p>',
    );
    expect(screen.getByRole('link', { name: /Visit store/ }).getAttribute('href')).toBe(
      '/pages/shop/detail?id=2',
    );
    expect(await screen.findByText('No reviews yet')).toBeTruthy();
    fireEvent.click(screen.getAllByRole('button', { name: 'Add to cart' })[0]!);
    await waitFor(() => expect(router.state.location.pathname).toBe('/pages/users/login'));
    expect(router.state.location.search).toBe('?redirect=%2Fpages%2Fprouduct%2Fdetail%3Fid%3D27');
  });

  it('adds to the wishlist for a logged-in buyer', async () => {
    startSession('tok');
    const fetchMock = stubApi({
      'GET /api/customer/info/get_userinfo': () => ({
        code: 200,
        data: {
          id: 1,
          firstname: 'Ana',
          card: { count: 0 },
          product: { count: 0 },
          notice: { count: 0 },
          message_unread_count: 0,
        },
      }),
      'GET /api/customer/product/detail': () => ({ code: 200, data: detail(27) }),
      'GET /api/customer/product/comments': () => ({
        code: 200,
        data: { ...page([], 0), average: 0, count: 0 },
      }),
      'POST /api/customer/wishlist/add': () => ({ code: 200, data: { count: 1 } }),
    });
    renderRoute('/pages/prouduct/detail?id=27');
    const save = (await screen.findAllByRole('button', { name: 'Wishlist' }))[0]!;
    fireEvent.click(save);
    await waitFor(() =>
      expect(
        screen.getAllByRole('button', { name: 'Saved' })[0]!.getAttribute('aria-pressed'),
      ).toBe('true'),
    );
    const add = fetchMock.mock.calls.find(([url]) =>
      String(url).endsWith('/customer/wishlist/add'),
    );
    expect(String(add?.[1]?.body)).toBe('product_id=27');
    expect(await screen.findByText('Added to your wishlist.')).toBeTruthy();
  });

  it('says so when the product is gone', async () => {
    stubApi({
      'GET /api/customer/product/detail': () => ({
        code: 2000021,
        message: 'Product invalid or expired',
      }),
    });
    renderRoute('/pages/prouduct/detail?id=999');
    expect(await screen.findByText('This product is not available')).toBeTruthy();
  });
});
