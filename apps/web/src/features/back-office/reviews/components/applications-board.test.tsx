import { describe, expect, it } from 'vitest';
import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { startSession } from '../../../../lib/session';
import { stubApi } from '../../../../test/api-stub';
import { renderRoute } from '../../../../test/render-route';
import { staffHandlers } from '../../testing/staff-stubs';

// Route modules load lazily: the first render of a file takes a while on a busy machine.
configure({ asyncUtilTimeout: 5000 });

const userInfo = (roles: string[]) => ({
  code: 200,
  data: {
    id: 1,
    email: 'admin@example.com',
    firstname: 'Alex',
    lastname: '',
    avatar: '',
    phone: '',
    seller_url: '',
    is_seller: false,
    seller_status: 'none',
    roles,
    card: { count: 0 },
    product: { count: 0 },
    notice: { count: 0 },
    message_unread_count: 0,
  },
});

const application = (id: number, status = 0) => ({
  id,
  kind: 'recharge',
  amount: 150.25,
  actual_amount: 0,
  name: 'USDT (TRC20)',
  certificate: '/static/uploads/2026/01/p.png',
  transcation_id: `TX-${id}`,
  type: 'income',
  state: status === 0 ? 'submitted' : 'finished',
  message: '',
  remark: '',
  pay_method: 'USDT-TRC20',
  created_at: '2026-01-02T10:00:00Z',
  review_type: 500,
  status,
  user: { id: 7, email: 'ana@example.com', firstname: 'Ana' },
  details: {},
  reviewed_at: null,
});

describe('admin review', () => {
  it('tells a user without the admin role there is no permission', async () => {
    startSession('tok');
    const fetchMock = stubApi({
      'GET /api/customer/info/get_userinfo': () => userInfo(['customer']),
    });
    renderRoute('/admin/review');
    expect(await screen.findByText('No permission to access the current page')).toBeTruthy();
    expect(fetchMock.mock.calls.some(([url]) => String(url).includes('/admin/'))).toBe(false);
  });

  it('says no permission when the API answers forbidden', async () => {
    startSession('tok');
    stubApi({
      ...staffHandlers(['admin']),
      'GET /api/admin/review/index': () => ({
        code: 1000008,
        message: 'Invalid parameter.',
        data: { reason: 'forbidden' },
      }),
    });
    renderRoute('/admin/review');
    expect(await screen.findByText('No permission to access the current page')).toBeTruthy();
  });

  it('lists top-ups under review and approves one with a message', async () => {
    startSession('tok');
    let decided = false;
    const fetchMock = stubApi({
      ...staffHandlers(['customer', 'admin']),
      'GET /api/admin/review/index': (p) => ({
        code: 200,
        data: {
          list: decided && p.get('status') === '0' ? [] : [application(12)],
          total: 1,
          page: 1,
          pagesize: 20,
        },
      }),
      'POST /api/admin/review/decide': () => {
        decided = true;
        return { code: 200, data: application(12, 1) };
      },
    });
    renderRoute('/admin/review');
    const row = (await screen.findByText('TX-12')).closest('tr')!;
    expect(within(row).getByText('$150.25 USD')).toBeTruthy();
    expect(
      within(row)
        .getByRole('link', { name: 'Open the certificate of application 12' })
        .getAttribute('href'),
    ).toBe('/static/uploads/2026/01/p.png');
    fireEvent.change(within(row).getByLabelText('Message to Ana (optional)'), {
      target: { value: 'Thanks' },
    });
    fireEvent.click(within(row).getByRole('button', { name: 'Approve' }));
    expect(await screen.findByText('Nothing to review')).toBeTruthy();
    const call = fetchMock.mock.calls.find(([url]) => String(url).includes('/admin/review/decide'));
    expect(Object.fromEntries(new URLSearchParams(String(call?.[1]?.body)))).toEqual({
      type: '500',
      id: '12',
      approve: '1',
      message: 'Thanks',
    });
  });

  it('switches to withdrawals and filters by status', async () => {
    startSession('tok');
    const fetchMock = stubApi({
      ...staffHandlers(['admin']),
      'GET /api/admin/review/index': () => ({
        code: 200,
        data: { list: [], total: 0, page: 1, pagesize: 20 },
      }),
    });
    renderRoute('/admin/review');
    fireEvent.click(await screen.findByRole('tab', { name: 'Withdrawals' }));
    fireEvent.change(await screen.findByLabelText('Status'), { target: { value: '1' } });
    await waitFor(() =>
      expect(
        fetchMock.mock.calls.some(
          ([url]) => String(url).includes('type=400') && String(url).includes('status=1'),
        ),
      ).toBe(true),
    );
    expect(await screen.findByText('No applications')).toBeTruthy();
  });

  it('lists stock-in applications and approves one, naming its product', async () => {
    startSession('tok');
    let decided = false;
    const stockIn = (status: number) => ({
      id: 31,
      review_type: 300,
      status,
      user: { id: 5, email: 'sam@example.com', firstname: 'Sam' },
      created_at: '2026-01-02T10:00:00Z',
      reviewed_at: null,
      qty: 25,
      remark: '',
      message: status === 1 ? 'Received' : '',
      shop: { id: 2, name: 'Sam Shop' },
      product: { name: 'Blue mug', image: '/static/mug.png', stock: 4 },
    });
    const fetchMock = stubApi({
      ...staffHandlers(['admin']),
      'GET /api/admin/review/index': (p) => ({
        code: 200,
        data: {
          list: decided && p.get('status') === '0' ? [] : [stockIn(decided ? 1 : 0)],
          total: 1,
          page: 1,
          pagesize: 20,
        },
      }),
      'POST /api/admin/review/decide': () => {
        decided = true;
        return { code: 200, data: stockIn(1) };
      },
    });
    renderRoute('/admin/review?type=300');
    expect(await screen.findByText('25 units to receive (now 4 in stock)')).toBeTruthy();
    expect(
      screen.getByRole('link', { name: 'Stock-in applications' }).getAttribute('aria-current'),
    ).toBe('page');
    fireEvent.click(screen.getByRole('button', { name: 'Approve Blue mug' }));
    expect(await screen.findByText('Blue mug approved')).toBeTruthy();
    expect(await screen.findByText('No applications with this status')).toBeTruthy();
    const call = fetchMock.mock.calls.find(([url]) => String(url).includes('/admin/review/decide'));
    expect(Object.fromEntries(new URLSearchParams(String(call?.[1]?.body)))).toEqual({
      type: '300',
      id: '31',
      approve: '1',
    });
    expect(
      fetchMock.mock.calls.some(
        ([url]) => String(url).includes('type=300') && String(url).includes('status=0'),
      ),
    ).toBe(true);
  });

  it("shows a seller's ID documents large, then rejects the application with a message", async () => {
    startSession('tok');
    let decided = false;
    const seller = (status: number) => ({
      id: 41,
      review_type: 100,
      status,
      user: { id: 6, email: 'lee@example.com', firstname: 'Lee' },
      created_at: '2026-01-02T10:00:00Z',
      reviewed_at: null,
      shop_name: 'Lee Lamps',
      contact_name: 'Lee',
      telephone: '+1 555 0109',
      address: '9 Light St',
      id_front: '/private/uploads/2026/01/front.png',
      id_back: '/private/uploads/2026/01/back.png',
      message: status === -1 ? 'Blurry ID' : '',
    });
    const fetchMock = stubApi({
      ...staffHandlers(['support']),
      'GET /api/admin/review/index': (p) => ({
        code: 200,
        data: {
          list: decided && p.get('status') === '0' ? [] : [seller(decided ? -1 : 0)],
          total: 1,
          page: 1,
          pagesize: 20,
        },
      }),
      'POST /api/admin/review/decide': () => {
        decided = true;
        return { code: 200, data: seller(-1) };
      },
    });
    renderRoute('/admin/review?type=100');
    const row = (await screen.findByText('9 Light St')).closest('tr')!;
    const back = within(row).getByRole('link', { name: 'ID card, back' });
    expect(back.getAttribute('href')).toBe('/private/uploads/2026/01/back.png');
    fireEvent.click(back);
    const viewer = screen.getByRole('dialog', { name: 'ID card, back' });
    expect(within(viewer).getByText('2 of 2')).toBeTruthy();
    fireEvent.click(within(viewer).getByRole('button', { name: 'Zoom in' }));
    expect(within(viewer).getByText('150%')).toBeTruthy();
    fireEvent.click(within(viewer).getByRole('button', { name: 'Previous document' }));
    expect(screen.getByRole('dialog', { name: 'ID card, front' })).toBeTruthy();
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    fireEvent.change(within(row).getByLabelText('Message to Lee Lamps'), {
      target: { value: 'Blurry ID' },
    });
    fireEvent.click(within(row).getByRole('button', { name: 'Reject Lee Lamps' }));
    expect(await screen.findByText('Lee Lamps rejected')).toBeTruthy();
    const call = fetchMock.mock.calls.find(([url]) => String(url).includes('/admin/review/decide'));
    expect(Object.fromEntries(new URLSearchParams(String(call?.[1]?.body)))).toEqual({
      type: '100',
      id: '41',
      approve: '0',
      message: 'Blurry ID',
    });
  });
});
