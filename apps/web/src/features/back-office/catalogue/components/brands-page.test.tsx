import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { AdminBrand } from '@mall/contract/admin-catalog';
import { startSession } from '../../../../lib/session';
import { stubApi } from '../../../../test/api-stub';
import { renderRoute } from '../../../../test/render-route';
import { imageFile, stubUploads } from '../../../../test/uploads';
import { staffHandlers } from '../../testing/staff-stubs';

function brand(id: number, name_en: string, extra: Partial<AdminBrand> = {}): AdminBrand {
  return {
    id,
    name_en,
    name_zh: '',
    name_zhtw: '',
    name_es: '',
    name_jp: '',
    name_th: '',
    name_ko: '',
    logo: '',
    sort: id,
    hidden: false,
    product_count: 0,
    created_at: '2026-01-02T10:00:00Z',
    ...extra,
  };
}

const BRANDS = [
  brand(1, 'Voltix', { name_zh: '沃尔提斯', product_count: 4, logo: '/static/b/voltix.png' }),
  brand(2, 'Lumora', { product_count: 3 }),
  brand(3, 'Unused', { hidden: true }),
];

type Fetch = ReturnType<typeof stubApi>;
const calls = (fetchMock: Fetch, path: string, method = 'POST') =>
  fetchMock.mock.calls
    .filter(([url, init]) => String(url).includes(path) && (init?.method ?? 'GET') === method)
    .map(([url, init]) =>
      Object.fromEntries(
        method === 'GET'
          ? new URL(String(url), 'http://localhost').searchParams
          : new URLSearchParams(String(init?.body)),
      ),
    );

function setUp(path = '/admin/brands', handlers: Parameters<typeof stubApi>[0] = {}) {
  startSession('tok');
  const fetchMock = stubApi({
    ...staffHandlers(['catalogue']),
    'GET /api/admin/brand/index': () => ({
      code: 200,
      data: { list: BRANDS, total: BRANDS.length, page: 1, pagesize: 20 },
    }),
    'POST /api/admin/brand/save': (params) => ({
      code: 200,
      data: brand(Number(params.get('id') ?? 9), params.get('name_en') ?? '', {
        hidden: params.get('hidden') === '1',
      }),
    }),
    ...handlers,
  });
  const view = renderRoute(path);
  return { fetchMock, router: view.router };
}

/** The table once its rows have come. */
async function table() {
  await screen.findByText('Lumora');
  return screen.getByRole('table', { name: 'Brands' });
}

describe('brands page', () => {
  it('lists brands with their languages, products and state; sort and filters go to the URL and the call', async () => {
    const { fetchMock, router } = setUp('/admin/brands?hidden=1');
    const rows = await table();
    expect(within(rows).getByText('Voltix')).toBeTruthy();
    expect(within(rows).getByText('2 of 7')).toBeTruthy();
    expect(within(rows).getByText('Hidden')).toBeTruthy();
    expect(calls(fetchMock, '/admin/brand/index', 'GET')[0]).toEqual({
      hidden: '1',
      sort: 'sort',
      order: 'asc',
      page: '1',
      pagesize: '20',
    });
    fireEvent.click(
      within(screen.getByRole('columnheader', { name: /Products/ })).getByRole('button'),
    );
    await waitFor(() => expect(router.state.location.search).toContain('sort=products'));
    await waitFor(() =>
      expect(calls(fetchMock, '/admin/brand/index', 'GET').at(-1)).toMatchObject({
        sort: 'products',
        order: 'asc',
        hidden: '1',
      }),
    );
    fireEvent.change(screen.getByLabelText('Visibility'), { target: { value: '' } });
    await waitFor(() => expect(router.state.location.search).not.toContain('hidden'));
  });

  it('adds a brand with a logo; the English name is asked for from any tab', async () => {
    stubUploads();
    const { fetchMock } = setUp();
    await table();
    fireEvent.click(screen.getByRole('button', { name: 'New brand' }));
    const dialog = await screen.findByRole('dialog', { name: 'New brand' });
    fireEvent.click(within(dialog).getByRole('tab', { name: /Español/ }));
    fireEvent.change(within(dialog).getByLabelText('Name (Español)'), {
      target: { value: 'Acmé' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    // The English tab opens with what is missing.
    expect(await within(dialog).findByText('Enter the English name')).toBeTruthy();
    expect(
      within(dialog)
        .getByRole('tab', { name: /English/ })
        .getAttribute('aria-selected'),
    ).toBe('true');
    fireEvent.change(within(dialog).getByLabelText(/Name \(English\)/), {
      target: { value: 'Acme' },
    });
    fireEvent.change(within(dialog).getByLabelText('Logo'), { target: { files: [imageFile()] } });
    await waitFor(() => expect(within(dialog).getByText('Uploaded')).toBeTruthy());
    fireEvent.change(within(dialog).getByLabelText('Order'), { target: { value: 'first' } });
    expect(within(dialog).getByText('A whole number')).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText('Order'), { target: { value: '7' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Saved: Acme')).toBeTruthy();
    expect(calls(fetchMock, '/admin/brand/save')).toEqual([
      {
        name_en: 'Acme',
        name_zh: '',
        name_zhtw: '',
        name_es: 'Acmé',
        name_jp: '',
        name_th: '',
        name_ko: '',
        logo: '/static/uploads/2026/01/proof.png',
        sort: '7',
        hidden: '0',
      },
    ]);
  });

  it('edits, hides and shows a brand', async () => {
    const { fetchMock } = setUp();
    await table();
    fireEvent.click(screen.getByRole('button', { name: 'Edit Voltix' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit brand' });
    fireEvent.click(within(dialog).getByLabelText('Hidden from buyers'));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await screen.findByText('Saved: Voltix');
    fireEvent.click(screen.getByRole('button', { name: 'Show Unused' }));
    expect(await screen.findByText('Unused is shown to buyers')).toBeTruthy();
    expect(calls(fetchMock, '/admin/brand/save')).toEqual([
      expect.objectContaining({
        id: '1',
        name_zh: '沃尔提斯',
        logo: '/static/b/voltix.png',
        sort: '1',
        hidden: '1',
      }),
      expect.objectContaining({ id: '3', name_en: 'Unused', hidden: '0' }),
    ]);
  });

  it('says why a brand in use cannot be removed', async () => {
    setUp('/admin/brands', {
      'POST /api/admin/brand/remove': () => ({
        code: 2000018,
        message: 'Data operation failed.',
        data: { reason: 'has_products', products: 1 },
      }),
    });
    await table();
    fireEvent.click(screen.getByRole('button', { name: 'Remove Lumora' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove Lumora?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText('1 product uses it: move it first.')).toBeTruthy();
  });

  it('shows an empty state when nothing matches', async () => {
    setUp('/admin/brands?q=zzz', {
      'GET /api/admin/brand/index': () => ({
        code: 200,
        data: { list: [], total: 0, page: 1, pagesize: 20 },
      }),
    });
    expect(await screen.findByText('No brands match')).toBeTruthy();
    expect((screen.getByLabelText('Search brands') as HTMLInputElement).value).toBe('zzz');
  });
});
