import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { AdminCategoryNode } from '@mall/contract/admin-catalog';
import { startSession } from '../../../../lib/session';
import { stubApi } from '../../../../test/api-stub';
import { renderRoute } from '../../../../test/render-route';
import { imageFile, stubUploads } from '../../../../test/uploads';
import { staffHandlers } from '../../testing/staff-stubs';

function node(
  id: number,
  name_en: string,
  extra: Partial<AdminCategoryNode> = {},
): AdminCategoryNode {
  return {
    id,
    parent_id: null,
    name_en,
    name_zh: '',
    name_zhtw: '',
    name_es: '',
    name_jp: '',
    name_th: '',
    name_ko: '',
    icon: '',
    sort: id,
    hidden: false,
    commission_percent: null,
    product_count: 0,
    created_at: '2026-01-02T10:00:00Z',
    children: [],
    ...extra,
  };
}

const TREE = [
  node(1, 'Electronics', {
    name_zh: '电子产品',
    children: [
      node(4, 'Audio', { parent_id: 1, product_count: 4 }),
      node(5, 'Phones', { parent_id: 1, product_count: 2, hidden: true }),
    ],
  }),
  node(2, 'Fashion', { commission_percent: 7.5 }),
  node(3, 'Home'),
];

type Fetch = ReturnType<typeof stubApi>;
const posts = (fetchMock: Fetch, path: string) =>
  fetchMock.mock.calls
    .filter(([url, init]) => String(url).includes(path) && init?.method === 'POST')
    .map(([, init]) => Object.fromEntries(new URLSearchParams(String(init?.body))));

function setUp(handlers: Parameters<typeof stubApi>[0] = {}) {
  startSession('tok');
  const fetchMock = stubApi({
    ...staffHandlers(['catalogue']),
    'GET /api/admin/category/tree': () => ({ code: 200, data: { list: TREE } }),
    ...handlers,
  });
  renderRoute('/admin/categories');
  return fetchMock;
}

const tree = () => screen.findByRole('list', { name: 'Category tree' });
const saved = (input: Record<string, string>) => ({
  code: 200,
  data: {
    ...node(9, input.name_en ?? ''),
    ...input,
    id: Number(input.id ?? 9),
    hidden: input.hidden === '1',
  },
});

describe('categories page', () => {
  it('shows the whole tree, hidden categories marked, with counts and commission', async () => {
    setUp();
    const list = await tree();
    const electronics = within(list).getByRole('list', { name: 'Electronics' });
    expect(within(electronics).getByText('Phones')).toBeTruthy();
    expect(within(electronics).getByText('Hidden')).toBeTruthy();
    expect(within(electronics).getByText('4 products')).toBeTruthy();
    expect(within(list).getByText(/7.5 % commission/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Move Electronics up' })).toHaveProperty(
      'disabled',
      true,
    );
    expect(screen.getByRole('button', { name: 'Move Home down' })).toHaveProperty('disabled', true);
    // Subcategories get no "Add subcategory": categories nest one level.
    expect(screen.queryByRole('button', { name: 'Add a subcategory to Audio' })).toBeNull();
    expect(screen.getByRole('heading', { level: 1, name: 'Categories' })).toBeTruthy();
  });

  it('tells staff without the catalogue permission there is none', async () => {
    startSession('tok');
    const fetchMock = stubApi(staffHandlers(['finance']));
    renderRoute('/admin/categories');
    expect(await screen.findByText('No permission to access the current page')).toBeTruthy();
    expect(fetchMock.mock.calls.some(([url]) => String(url).includes('/category/tree'))).toBe(
      false,
    );
  });

  it('adds a category named in two languages through the language tabs', async () => {
    const fetchMock = setUp({
      'POST /api/admin/category/save': (params) => saved(Object.fromEntries(params)),
    });
    await tree();
    fireEvent.click(screen.getByRole('button', { name: 'New category' }));
    const dialog = await screen.findByRole('dialog', { name: 'New category' });
    // Nothing typed: the English name is asked for, nothing is sent.
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(within(dialog).getByText('Enter the English name')).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText(/Name \(English\)/), {
      target: { value: 'Garden' },
    });
    fireEvent.click(within(dialog).getByRole('tab', { name: /简体中文/ }));
    expect(
      within(dialog)
        .getByRole('tab', { name: /简体中文/ })
        .getAttribute('aria-selected'),
    ).toBe('true');
    fireEvent.change(within(dialog).getByLabelText('Name (简体中文)'), {
      target: { value: '园艺' },
    });
    fireEvent.change(within(dialog).getByLabelText('Commission (%)'), {
      target: { value: '101' },
    });
    expect(within(dialog).getByText('A percent from 0 to 100, at most 2 decimals')).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText('Commission (%)'), {
      target: { value: '3.5' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Saved: Garden')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(posts(fetchMock, '/admin/category/save')).toEqual([
      {
        parent_id: '',
        name_en: 'Garden',
        name_zh: '园艺',
        name_zhtw: '',
        name_es: '',
        name_jp: '',
        name_th: '',
        name_ko: '',
        icon: '',
        hidden: '0',
        commission_percent: '3.5',
      },
    ]);
  });

  it('uploads an icon with a preview, and adds it as a subcategory', async () => {
    stubUploads();
    const fetchMock = setUp({
      'POST /api/admin/category/save': (params) => saved(Object.fromEntries(params)),
    });
    await tree();
    fireEvent.click(screen.getByRole('button', { name: 'Add a subcategory to Home' }));
    const dialog = await screen.findByRole('dialog', { name: 'New category' });
    expect((within(dialog).getByLabelText('Parent') as HTMLSelectElement).value).toBe('3');
    fireEvent.change(within(dialog).getByLabelText(/Name \(English\)/), {
      target: { value: 'Lamps' },
    });
    fireEvent.change(within(dialog).getByLabelText('Icon'), { target: { files: [imageFile()] } });
    await waitFor(() => expect(within(dialog).getByText('Uploaded')).toBeTruthy());
    expect(within(dialog).getByRole('img', { name: 'Icon' })).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await screen.findByText('Saved: Lamps');
    expect(posts(fetchMock, '/admin/category/save')[0]).toMatchObject({
      parent_id: '3',
      name_en: 'Lamps',
      icon: '/static/uploads/2026/01/proof.png',
    });
  });

  it('shows the server’s refusal on its field, in its language tab', async () => {
    setUp({
      'POST /api/admin/category/save': () => ({
        code: 1000008,
        message: 'Invalid parameter.',
        data: { field: 'name_es', reason: 'at most 60 characters' },
      }),
    });
    await tree();
    fireEvent.click(screen.getByRole('button', { name: 'Edit Fashion' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit category' });
    expect((within(dialog).getByLabelText(/Name \(English\)/) as HTMLInputElement).value).toBe(
      'Fashion',
    );
    expect((within(dialog).getByLabelText('Commission (%)') as HTMLInputElement).value).toBe('7.5');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(
      await within(dialog).findByText('Invalid parameter. (at most 60 characters)'),
    ).toBeTruthy();
    expect(
      within(dialog)
        .getByRole('tab', { name: /Español/ })
        .getAttribute('aria-selected'),
    ).toBe('true');
  });

  it('moves a category under another parent from its form; a parent keeps the top level', async () => {
    const fetchMock = setUp({
      'POST /api/admin/category/save': (params) => saved(Object.fromEntries(params)),
    });
    await tree();
    fireEvent.click(screen.getByRole('button', { name: 'Edit Electronics' }));
    let dialog = await screen.findByRole('dialog', { name: 'Edit category' });
    expect(within(dialog).getByLabelText('Parent')).toHaveProperty('disabled', true);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    fireEvent.click(screen.getByRole('button', { name: 'Edit Home' }));
    dialog = await screen.findByRole('dialog', { name: 'Edit category' });
    const parent = within(dialog).getByLabelText('Parent') as HTMLSelectElement;
    expect([...parent.options].map((option) => option.text)).toEqual([
      'None (top level)',
      'Electronics',
      'Fashion',
    ]);
    fireEvent.change(parent, { target: { value: '2' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await screen.findByText('Saved: Home');
    expect(posts(fetchMock, '/admin/category/save')[0]).toMatchObject({ id: '3', parent_id: '2' });
  });

  it('reorders with up and down, and hides or shows', async () => {
    const fetchMock = setUp({
      'POST /api/admin/category/move': (params) => ({
        code: 200,
        data: node(Number(params.get('id')), 'Moved'),
      }),
      'POST /api/admin/category/save': (params) => saved(Object.fromEntries(params)),
    });
    await tree();
    fireEvent.click(screen.getByRole('button', { name: 'Move Fashion up' }));
    expect(await screen.findByText('Fashion moved')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Move Audio down' }));
    await waitFor(() => expect(posts(fetchMock, '/admin/category/move')).toHaveLength(2));
    expect(posts(fetchMock, '/admin/category/move')).toEqual([
      { id: '2', parent_id: '', position: '0' },
      { id: '4', parent_id: '1', position: '1' },
    ]);
    fireEvent.click(screen.getByRole('button', { name: 'Show Phones' }));
    expect(await screen.findByText('Phones is shown to buyers')).toBeTruthy();
    expect(posts(fetchMock, '/admin/category/save')[0]).toMatchObject({
      id: '5',
      parent_id: '1',
      name_en: 'Phones',
      hidden: '0',
    });
  });

  it('asks before removing, and says why a category cannot be removed', async () => {
    const fetchMock = setUp({
      'POST /api/admin/category/remove': (params) =>
        params.get('id') === '4'
          ? {
              code: 2000018,
              message: 'Data operation failed.',
              data: { reason: 'has_products', products: 4 },
            }
          : { code: 200, data: { id: Number(params.get('id')), removed: true } },
    });
    await tree();
    fireEvent.click(screen.getByRole('button', { name: 'Remove Audio' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove Audio?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText('4 products use it: move them first.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Remove Home' }));
    const second = await screen.findByRole('dialog', { name: 'Remove Home?' });
    fireEvent.click(within(second).getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText('Home removed')).toBeTruthy();
    expect(posts(fetchMock, '/admin/category/remove')).toEqual([{ id: '4' }, { id: '3' }]);
  });

  it('offers a retry when the tree cannot be loaded', async () => {
    let calls = 0;
    setUp({
      'GET /api/admin/category/tree': () => {
        calls += 1;
        return calls === 1
          ? { code: 2000018, message: 'Data operation failed.', data: null }
          : { code: 200, data: { list: [] } };
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('No categories yet')).toBeTruthy();
  });
});
