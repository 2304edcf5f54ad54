import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { AdminProduct } from '@mall/contract/admin-catalog';
import { startSession } from '../../../../lib/session';
import { stubApi } from '../../../../test/api-stub';
import { renderRoute } from '../../../../test/render-route';
import { staffHandlers } from '../../testing/staff-stubs';

function product(id: number, name: string, extra: Partial<AdminProduct> = {}): AdminProduct {
  return {
    id,
    name,
    image: '',
    shop: { id: 10, name: 'Gadget Harbor', status: 'approved' },
    category: { id: 4, name: 'Audio' },
    brand: null,
    price: 99,
    stock: 10,
    sales: 500,
    status: 'approved',
    hidden: false,
    featured: false,
    recommended: false,
    visible: true,
    created_at: '2026-01-02T10:00:00Z',
    ...extra,
  };
}

const PRODUCTS = [
  product(1, 'Wireless Headphones', { recommended: true, featured: true }),
  product(2, 'Studio Speaker', { hidden: true, visible: false }),
  product(3, 'Running Shoes', {
    shop: { id: 11, name: 'Style Street', status: 'suspended' },
    visible: false,
  }),
];

type Fetch = ReturnType<typeof stubApi>;
const gets = (fetchMock: Fetch, path: string) =>
  fetchMock.mock.calls
    .filter(([url]) => String(url).includes(path))
    .map(([url]) => Object.fromEntries(new URL(String(url), 'http://localhost').searchParams));
const posts = (fetchMock: Fetch, path: string) =>
  fetchMock.mock.calls
    .filter(([url, init]) => String(url).includes(path) && init?.method === 'POST')
    .map(([, init]) => Object.fromEntries(new URLSearchParams(String(init?.body))));

function setUp(path = '/admin/products', handlers: Parameters<typeof stubApi>[0] = {}) {
  startSession('tok');
  const fetchMock = stubApi({
    ...staffHandlers(['catalogue']),
    'GET /api/admin/product/index': (params) => ({
      code: 200,
      data: {
        list: PRODUCTS.slice(0, Number(params.get('pagesize'))),
        total: PRODUCTS.length,
        page: Number(params.get('page')),
        pagesize: Number(params.get('pagesize')),
      },
    }),
    'GET /api/admin/category/tree': () => ({ code: 200, data: { list: [] } }),
    ...handlers,
  });
  const view = renderRoute(path);
  return { fetchMock, router: view.router };
}

/** The table once its rows have come. */
async function table() {
  await screen.findByText('Wireless Headphones');
  return screen.getByRole('table', { name: 'Products' });
}

describe('products page', () => {
  it('reads its filters, sort and page from the URL and shows each product’s flags', async () => {
    const { fetchMock } = setUp(
      '/admin/products?status=approved&featured=1&sort=price&order=asc&page=2&q=head',
    );
    const rows = await table();
    expect(gets(fetchMock, '/admin/product/index')[0]).toEqual({
      q: 'head',
      status: 'approved',
      featured: '1',
      sort: 'price',
      order: 'asc',
      page: '2',
      pagesize: '20',
    });
    const headphones = within(rows).getByText('Wireless Headphones').closest('tr')!;
    expect(within(headphones).getByText('Featured')).toBeTruthy();
    expect(within(headphones).getByText('Recommended')).toBeTruthy();
    expect(within(headphones).getByText('On sale')).toBeTruthy();
    const shoes = within(rows).getByText('Running Shoes').closest('tr')!;
    expect(within(shoes).getByText('Suspended')).toBeTruthy();
    expect(within(shoes).getByText('Not seen by buyers')).toBeTruthy();
    expect(screen.getByRole('columnheader', { name: /Price/ }).getAttribute('aria-sort')).toBe(
      'ascending',
    );
    expect((screen.getByLabelText('Status') as HTMLSelectElement).value).toBe('approved');
    expect((screen.getByLabelText('Name or ID') as HTMLInputElement).value).toBe('head');
  });

  it('filters by a shop from its name, and by a flag', async () => {
    const { fetchMock, router } = setUp();
    await table();
    fireEvent.click(screen.getByRole('button', { name: 'Only the products of Style Street' }));
    await waitFor(() => expect(router.state.location.search).toBe('?shop_id=11'));
    fireEvent.change(screen.getByLabelText('Hidden'), { target: { value: '1' } });
    await waitFor(() =>
      expect(gets(fetchMock, '/admin/product/index').at(-1)).toMatchObject({
        shop_id: '11',
        hidden: '1',
        sort: 'created',
        order: 'desc',
      }),
    );
    expect((screen.getByLabelText('Shop ID') as HTMLInputElement).value).toBe('11');
  });

  it('hides, features and recommends the selected products at once', async () => {
    const { fetchMock } = setUp('/admin/products', {
      'POST /api/admin/product/flags': (params) => ({
        code: 200,
        data: {
          list: (JSON.parse(params.get('ids') ?? '[]') as number[]).map((id) =>
            product(id, `P${id}`),
          ),
        },
      }),
    });
    await table();
    fireEvent.click(screen.getByLabelText('Select row 1'));
    fireEvent.click(screen.getByLabelText('Select row 3'));
    const bar = screen.getByRole('region', { name: '2 selected' });
    fireEvent.click(within(bar).getByRole('button', { name: 'Hide' }));
    expect(await screen.findByText('2 products updated')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('region', { name: /selected/ })).toBeNull());
    fireEvent.click(screen.getByLabelText('Select row 2'));
    fireEvent.click(
      within(screen.getByRole('region', { name: '1 selected' })).getByRole('button', {
        name: 'Unrecommend',
      }),
    );
    expect(await screen.findByText('1 product updated')).toBeTruthy();
    expect(posts(fetchMock, '/admin/product/flags')).toEqual([
      { ids: '[1,3]', hidden: '1' },
      { ids: '[2]', recommended: '0' },
    ]);
  });

  it('clears the product cache after asking', async () => {
    const { fetchMock } = setUp('/admin/products', {
      'GET /api/customer/product/clear_product_cache': () => ({
        code: 200,
        data: { cleared: true },
      }),
    });
    await table();
    fireEvent.click(screen.getByRole('button', { name: 'Clear product cache' }));
    const dialog = await screen.findByRole('dialog', { name: 'Clear the product cache?' });
    expect(gets(fetchMock, 'clear_product_cache')).toEqual([]);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Clear product cache' }));
    expect(await screen.findByText('Product cache cleared')).toBeTruthy();
    expect(gets(fetchMock, 'clear_product_cache')).toHaveLength(1);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('exports the current filter as CSV, page after page', async () => {
    const written: string[] = [];
    vi.stubGlobal(
      'Blob',
      class {
        constructor(parts: string[]) {
          written.push(parts.join(''));
        }
      },
    );
    const objectUrls = {
      createObjectURL: vi.fn(() => 'blob:csv'),
      revokeObjectURL: vi.fn(),
    };
    for (const [name, value] of Object.entries(objectUrls))
      Object.defineProperty(URL, name, { value, configurable: true, writable: true });
    const click = vi
      .spyOn(HTMLAnchorElement.prototype, 'click')
      .mockImplementation(() => undefined);
    const { fetchMock } = setUp('/admin/products?status=approved');
    await table();
    fireEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(click).toHaveBeenCalled());
    expect(gets(fetchMock, '/admin/product/index').at(-1)).toMatchObject({
      status: 'approved',
      page: '1',
      pagesize: '100',
    });
    const lines = (written[0] ?? '').split('\r\n');
    expect(lines[0]).toBe(
      '\uFEFFid,name,shop_id,shop,shop_status,category,brand,price_usd,stock,sales,status,hidden,featured,recommended,visible,created_at',
    );
    expect(lines[3]).toBe(
      '3,Running Shoes,11,Style Street,suspended,Audio,,99,10,500,approved,0,0,0,0,2026-01-02T10:00:00Z',
    );
    expect(await screen.findByText('3 rows exported')).toBeTruthy();
    click.mockRestore();
  });

  it('says no permission when the API refuses', async () => {
    setUp('/admin/products', {
      'GET /api/admin/product/index': () => ({
        code: 1000008,
        message: 'Invalid parameter.',
        data: { reason: 'forbidden' },
      }),
    });
    expect(await screen.findByText('No permission to access the current page')).toBeTruthy();
  });
});
