import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { startSession } from '../../../../lib/session';
import { stubApi } from '../../../../test/api-stub';
import { renderRoute } from '../../../../test/render-route';
import { imageFile, stubUploads } from '../../../../test/uploads';
import { staffHandlers } from '../../testing/staff-stubs';
import { advert } from '../testing/content-fixtures';

const list = [
  advert({ id: 1, title: 'Spring sale', sort: 10 }),
  advert({ id: 2, title: 'Shoes', sort: 20, active: 0, live: false }),
  advert({
    id: 3,
    position: 'center',
    title: 'Kettles',
    starts_at: '2099-01-01T00:00:00.000Z',
    live: false,
  }),
];

function stubAdverts(saved: URLSearchParams[] = [], removed: string[] = []) {
  return stubApi({
    ...staffHandlers(['catalogue']),
    'GET /api/admin/advert/index': () => ({
      code: 200,
      data: { list, total: list.length, page: 1, pagesize: 100 },
    }),
    'POST /api/admin/advert/save': (body) => {
      saved.push(body);
      return { code: 200, data: advert({ id: Number(body.get('id') ?? 9) }) };
    },
    'POST /api/admin/advert/remove': (body) => {
      removed.push(String(body.get('id')));
      return { code: 200, data: { id: Number(body.get('id')) } };
    },
  });
}

const group = async (name: string) =>
  (await screen.findByRole('heading', { level: 2, name: new RegExp(`^${name}`) })).closest(
    'section',
  ) as HTMLElement;

describe('the adverts page', () => {
  it('groups the adverts by position with their state, and the empty popup', async () => {
    startSession('tok');
    stubAdverts();
    renderRoute('/admin/adverts');
    const top = await group('Top banner');
    expect(within(top).getByText('Spring sale')).toBeTruthy();
    expect(within(top).getByText('Shown now')).toBeTruthy();
    expect(within(top).getByText('Inactive')).toBeTruthy();
    expect(within(await group('Middle')).getByText('Outside its dates')).toBeTruthy();
    expect(within(await group('Popup')).getByText('No popup: buyers see none.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Blog' })).toBeTruthy();
  });

  it('adds a popup with an uploaded picture, a link and dates', async () => {
    startSession('tok');
    stubUploads();
    const saved: URLSearchParams[] = [];
    stubAdverts(saved);
    renderRoute('/admin/adverts');
    fireEvent.click(await screen.findByRole('button', { name: 'Add to Popup' }));
    const dialog = await screen.findByRole('dialog', { name: 'New advert' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Upload a picture.')).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText('Picture'), {
      target: { files: [imageFile()] },
    });
    await within(dialog).findByText(/Uploaded|done/i);
    fireEvent.change(within(dialog).getByLabelText(/^Link/), {
      target: { value: 'javascript:alert(1)' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText(/Use a shop page/)).toBeTruthy();
    expect(saved).toHaveLength(0);
    fireEvent.change(within(dialog).getByLabelText(/^Link/), {
      target: { value: 'https://shop.example/sale' },
    });
    fireEvent.change(within(dialog).getByLabelText(/^Title/), { target: { value: 'Big sale' } });
    fireEvent.change(within(dialog).getByLabelText('Shown from'), {
      target: { value: '2026-05-01T08:00' },
    });
    fireEvent.change(within(dialog).getByLabelText('Shown until'), {
      target: { value: '2026-04-01T08:00' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('The end must be after the start.')).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText('Shown until'), {
      target: { value: '2026-06-01T08:00' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    const body = saved[0] as URLSearchParams;
    expect(body.get('position')).toBe('popup');
    expect(body.get('image')).toBe('/static/uploads/2026/01/proof.png');
    expect(body.get('link')).toBe('https://shop.example/sale');
    expect(body.get('title_en')).toBe('Big sale');
    expect(body.get('active')).toBe('1');
    expect(body.get('starts_at')).toBe(new Date('2026-05-01T08:00').toISOString());
    expect(body.has('id')).toBe(false);
    expect(await screen.findByText('Advert saved')).toBeTruthy();
  });

  it('moves an advert down: both adverts of the position are saved in their new order', async () => {
    startSession('tok');
    const saved: URLSearchParams[] = [];
    stubAdverts(saved);
    renderRoute('/admin/adverts');
    fireEvent.click(await screen.findByRole('button', { name: 'Move Spring sale down' }));
    await waitFor(() => expect(saved).toHaveLength(2));
    const sorts = Object.fromEntries(saved.map((b) => [b.get('id'), b.get('sort')]));
    expect(sorts).toEqual({ '2': '10', '1': '20' });
    expect(saved.find((b) => b.get('id') === '2')?.get('active')).toBe('0');
    expect(await screen.findByText('Order saved')).toBeTruthy();
    expect(
      (screen.getByRole('button', { name: 'Move Spring sale up' }) as HTMLButtonElement).disabled,
    ).toBe(true);
  });

  it('removes an advert after asking', async () => {
    startSession('tok');
    const removed: string[] = [];
    stubAdverts([], removed);
    renderRoute('/admin/adverts');
    fireEvent.click(await screen.findByRole('button', { name: 'Remove Kettles' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove this advert?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(removed).toEqual(['3']));
    expect(await screen.findByText('Advert removed')).toBeTruthy();
  });

  it('is where /admin/content leads', async () => {
    startSession('tok');
    stubAdverts();
    const { router } = renderRoute('/admin/content');
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/adverts'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Adverts' })).toBeTruthy();
  });

  it('says there is no permission to finance staff', async () => {
    startSession('tok');
    stubApi(staffHandlers(['finance']));
    renderRoute('/admin/adverts');
    expect(await screen.findByText('No permission to access the current page')).toBeTruthy();
  });
});
