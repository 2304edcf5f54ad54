import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { AdminShop } from '@mall/contract/shops';
import { startSession } from '../../../../lib/session';
import { stubApi } from '../../../../test/api-stub';
import { renderRoute } from '../../../../test/render-route';
import { staffHandlers } from '../../testing/staff-stubs';
import { validPercent } from './commission-drawer';

const shop = (id: number, overrides: Partial<AdminShop> = {}): AdminShop => ({
  id,
  name: `Shop ${id}`,
  logo: '',
  owner: { id: 100 + id, email: `owner${id}@example.com`, firstname: 'Olive' },
  product_count: id * 2,
  order_count: id * 3,
  commission_percent: null,
  status: 'approved',
  created_at: '2026-01-0' + id + 'T10:00:00.000Z',
  ...overrides,
});

const shops = [shop(1), shop(2, { status: 'suspended', commission_percent: 7.5 })];

function stubShops(list: AdminShop[] = shops) {
  const queries: Record<string, string>[] = [];
  const posts: { path: string; body: Record<string, string> }[] = [];
  const fetchMock = stubApi({
    ...staffHandlers(['support']),
    'GET /api/admin/shop/index': (params) => {
      queries.push(Object.fromEntries(params));
      return { code: 200, data: { list, total: list.length, page: 1, pagesize: 20 } };
    },
    'POST /api/admin/shop/suspend': (params) => {
      posts.push({ path: 'suspend', body: Object.fromEntries(params) });
      return { code: 200, data: shop(Number(params.get('shop_id'))) };
    },
    'POST /api/admin/shop/commission': (params) => {
      posts.push({ path: 'commission', body: Object.fromEntries(params) });
      return { code: 200, data: shop(Number(params.get('shop_id'))) };
    },
  });
  return { queries, posts, fetchMock };
}

/** The table once its rows are in. */
const table = async (name = 'Shop 1') => {
  await screen.findByText(name);
  return screen.getByRole('table', { name: 'Shops' });
};
const rowOf = (name: string) => screen.getByText(name).closest('tr')!;

describe('the shops page', () => {
  it('lists shops with owner, counts, commission and status; the filters live in the URL', async () => {
    startSession('tok');
    const { queries } = stubShops();
    const { router } = renderRoute('/admin/shops?status=suspended&sort=order_count&order=asc');
    await table();
    expect(queries[0]).toEqual({
      status: 'suspended',
      sort: 'order_count',
      order: 'asc',
      page: '1',
      pagesize: '20',
    });
    const first = within(rowOf('Shop 1'));
    expect(first.getByText('owner1@example.com')).toBeTruthy();
    expect(first.getByText('Categories’ rate')).toBeTruthy();
    expect(first.getByText('Open')).toBeTruthy();
    const second = within(rowOf('Shop 2'));
    expect(second.getByText('7.5 %')).toBeTruthy();
    expect(second.getByText('Suspended')).toBeTruthy();
    expect(second.getByRole('button', { name: 'Open Shop 2 again' })).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Status'), { target: { value: '' } });
    await waitFor(() =>
      expect(Object.fromEntries(new URLSearchParams(router.state.location.search))).toEqual({
        sort: 'order_count',
        order: 'asc',
      }),
    );
  });

  it('suspends the selected shops after a confirmation, with the reason', async () => {
    startSession('tok');
    const { posts } = stubShops([shop(1), shop(3)]);
    renderRoute('/admin/shops');
    await table();
    fireEvent.click(screen.getByLabelText('Select row 1'));
    fireEvent.click(screen.getByLabelText('Select row 3'));
    const bar = screen.getByRole('region', { name: '2 selected' });
    fireEvent.click(within(bar).getByRole('button', { name: 'Suspend' }));
    const dialog = await screen.findByRole('dialog', { name: 'Suspend 2 shops?' });
    expect(within(dialog).getByText('Shop 3')).toBeTruthy();
    expect(posts).toEqual([]);
    fireEvent.change(within(dialog).getByLabelText('Reason (kept in the audit log)'), {
      target: { value: 'fake goods' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Suspend' }));
    expect(await screen.findByText('2 shops suspended')).toBeTruthy();
    expect(posts).toEqual([
      { path: 'suspend', body: { shop_id: '1', suspended: '1', reason: 'fake goods' } },
      { path: 'suspend', body: { shop_id: '3', suspended: '1', reason: 'fake goods' } },
    ]);
    expect(screen.queryByRole('region', { name: /selected/ })).toBeNull();
  });

  it('edits a shop’s commission in a drawer, refusing a bad percent', async () => {
    startSession('tok');
    const { posts } = stubShops();
    renderRoute('/admin/shops');
    await table();
    fireEvent.click(screen.getByRole('button', { name: 'Commission of Shop 2' }));
    const drawer = await screen.findByRole('dialog', { name: 'Commission of Shop 2' });
    const input = within(drawer).getByLabelText('Commission percent');
    expect((input as HTMLInputElement).value).toBe('7.5');
    fireEvent.change(input, { target: { value: '100.5' } });
    fireEvent.click(within(drawer).getByRole('button', { name: 'Save' }));
    expect(
      await within(drawer).findByText('A percent from 0 to 100 with at most 2 decimals'),
    ).toBeTruthy();
    expect(posts).toEqual([]);
    fireEvent.change(input, { target: { value: '' } });
    fireEvent.click(within(drawer).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Commission of Shop 2 saved')).toBeTruthy();
    expect(posts).toEqual([{ path: 'commission', body: { shop_id: '2', percent: '' } }]);
  });

  it('exports the shops of the filter as CSV', async () => {
    startSession('tok');
    const { queries } = stubShops();
    const written: string[] = [];
    vi.stubGlobal(
      'Blob',
      class {
        constructor(parts: string[]) {
          written.push(parts.join(''));
        }
      },
    );
    // The client builds request URLs with URL, so only the blob methods are replaced.
    Object.assign(URL, { createObjectURL: () => 'blob:csv', revokeObjectURL: () => undefined });
    const click = vi
      .spyOn(HTMLAnchorElement.prototype, 'click')
      .mockImplementation(() => undefined);
    renderRoute('/admin/shops?q=shop');
    await table();
    fireEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(click).toHaveBeenCalled());
    expect(queries.at(-1)).toMatchObject({ q: 'shop', page: '1', pagesize: '100' });
    expect(written[0]?.split('\r\n')[2]).toBe(
      '2,Shop 2,owner2@example.com,4,6,7.5,suspended,2026-01-02T10:00:00.000Z',
    );
    click.mockRestore();
  });
});

describe('validPercent', () => {
  it('takes 0 to 100 with at most 2 decimals, or nothing', () => {
    for (const ok of ['', '0', '5', '12.5', '12.55', '100', ' 3 '])
      expect(validPercent(ok)).toBe(true);
    for (const bad of ['100.01', '101', '-1', '1.234', 'ten', '1e2', '.5'])
      expect(validPercent(bad)).toBe(false);
  });
});
