import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { UserRow } from '@mall/contract/admin-users';
import { startSession } from '../../../../lib/session';
import { stubApi } from '../../../../test/api-stub';
import { renderRoute } from '../../../../test/render-route';
import { staffHandlers } from '../../testing/staff-stubs';

const user = (id: number, over: Partial<UserRow> = {}): UserRow => ({
  id,
  email: `user${id}@example.com`,
  firstname: 'Ana',
  lastname: `Lopez${id}`,
  status: 'active',
  roles: [],
  created_at: '2026-01-02T10:00:00Z',
  last_login_at: null,
  balance: 12.5,
  shop: null,
  ...over,
});

const page = (list: UserRow[]) => ({
  code: 200,
  data: { list, total: list.length, page: 1, pagesize: 20 },
});

const calls = (fetchMock: ReturnType<typeof stubApi>, path: string) =>
  fetchMock.mock.calls
    .map(([url, init]) => ({ url: new URL(String(url), 'http://localhost'), init }))
    .filter(({ url }) => url.pathname === path);

// The back office loads lazily: the first page of a file takes a while on a busy machine.
describe('the users page', { timeout: 20_000 }, () => {
  it('sends the filters and sort of the URL and shows each user', async () => {
    startSession('tok');
    const fetchMock = stubApi({
      ...staffHandlers(['support']),
      'GET /api/admin/user/index': () =>
        page([
          user(7, { shop: { id: 3, name: 'Ana Shop', status: 'approved' }, roles: ['finance'] }),
          user(8, { status: 'disabled', last_login_at: '2026-02-03T04:05:00Z' }),
        ]),
    });
    renderRoute('/admin/users?q=ana&status=disabled');
    const link = await screen.findByRole('link', { name: 'user7@example.com' });
    expect(link.getAttribute('href')).toBe('/admin/users/7');
    const row = link.closest('tr')!;
    expect(within(row).getByText('Ana Shop')).toBeTruthy();
    expect(within(row).getByText('Finance')).toBeTruthy();
    expect(within(row).getByText('$12.50')).toBeTruthy();
    expect(within(row).getByText('Never')).toBeTruthy();
    expect(
      within(screen.getByText('user8@example.com').closest('tr')!).getByText('Disabled'),
    ).toBeTruthy();
    const sent = calls(fetchMock, '/api/admin/user/index')[0]?.url.searchParams;
    expect(Object.fromEntries(sent ?? [])).toEqual({
      q: 'ana',
      status: 'disabled',
      sort: 'created_at',
      order: 'desc',
      page: '1',
      pagesize: '20',
    });
  });

  it('sorts by a column and filters by status, keeping both in the URL', async () => {
    startSession('tok');
    const fetchMock = stubApi({
      ...staffHandlers(['admin']),
      'GET /api/admin/user/index': () => page([user(1)]),
    });
    const { router } = renderRoute('/admin/users');
    await screen.findByRole('link', { name: 'user1@example.com' });
    fireEvent.click(
      within(screen.getByRole('columnheader', { name: /Last login/ })).getByRole('button'),
    );
    await waitFor(() => expect(router.state.location.search).toBe('?sort=last_login_at&order=asc'));
    fireEvent.change(screen.getByLabelText('Status'), { target: { value: 'active' } });
    await waitFor(() =>
      expect(router.state.location.search).toBe('?sort=last_login_at&order=asc&status=active'),
    );
    await waitFor(() =>
      expect(
        calls(fetchMock, '/api/admin/user/index').some(
          ({ url }) =>
            url.searchParams.get('sort') === 'last_login_at' &&
            url.searchParams.get('order') === 'asc' &&
            url.searchParams.get('status') === 'active',
        ),
      ).toBe(true),
    );
  });

  it('disables the chosen users after a confirm and says which were refused', async () => {
    startSession('tok');
    const fetchMock = stubApi({
      ...staffHandlers(['support']),
      'GET /api/admin/user/index': () => page([user(1), user(2)]),
      'POST /api/admin/user/disable': (p) =>
        p.get('user_id') === '2'
          ? {
              code: 1000008,
              message: 'Invalid parameter.',
              data: { field: 'user_id', reason: 'owner' },
            }
          : { code: 200, data: user(1, { status: 'disabled' }) },
    });
    renderRoute('/admin/users');
    await screen.findByRole('link', { name: 'user1@example.com' });
    fireEvent.click(screen.getByLabelText('Select row 1'));
    fireEvent.click(screen.getByLabelText('Select row 2'));
    const bar = screen.getByRole('region', { name: '2 selected' });
    fireEvent.click(within(bar).getByRole('button', { name: 'Disable' }));
    const dialog = await screen.findByRole('dialog', { name: 'Disable 2 users?' });
    expect(within(dialog).getByText('user2@example.com')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Disable 2 users' }));
    expect(await screen.findByText('1 user disabled')).toBeTruthy();
    expect(
      await screen.findByText(
        "1 could not be changed: user2@example.com: Only an owner can disable or enable a staff member's account.",
      ),
    ).toBeTruthy();
    const posts = calls(fetchMock, '/api/admin/user/disable').map(({ init }) =>
      Object.fromEntries(new URLSearchParams(String(init?.body))),
    );
    expect(posts).toEqual([
      { user_id: '1', disabled: '1' },
      { user_id: '2', disabled: '1' },
    ]);
    await waitFor(() => expect(screen.queryByRole('region', { name: /selected/ })).toBeNull());
  });

  it('exports the filtered users as CSV', async () => {
    startSession('tok');
    const written: string[] = [];
    vi.stubGlobal(
      'Blob',
      class {
        constructor(parts: string[]) {
          written.push(parts.join(''));
        }
      },
    );
    // A download link for the file (jsdom has no object URLs); the router still builds URLs.
    vi.stubGlobal(
      'URL',
      class extends URL {
        static override createObjectURL = () => 'blob:csv';
        static override revokeObjectURL = () => undefined;
      },
    );
    const click = vi
      .spyOn(HTMLAnchorElement.prototype, 'click')
      .mockImplementation(() => undefined);
    const fetchMock = stubApi({
      ...staffHandlers(['admin']),
      'GET /api/admin/user/index': () => page([user(1, { roles: ['admin', 'support'] })]),
    });
    renderRoute('/admin/users?q=ana');
    await screen.findByRole('link', { name: 'user1@example.com' });
    fireEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(click).toHaveBeenCalled());
    expect(written[0]?.split('\r\n').slice(0, 2)).toEqual([
      '\uFEFFid,email,firstname,lastname,status,roles,balance_usd,shop,created_at,last_login_at',
      '1,user1@example.com,Ana,Lopez1,active,admin support,12.50,,2026-01-02T10:00:00Z,',
    ]);
    expect(
      calls(fetchMock, '/api/admin/user/index').some(
        ({ url }) =>
          url.searchParams.get('pagesize') === '100' && url.searchParams.get('q') === 'ana',
      ),
    ).toBe(true);
    click.mockRestore();
  });

  it('is not for staff without the users permission', async () => {
    startSession('tok');
    const fetchMock = stubApi(staffHandlers(['finance']));
    renderRoute('/admin/users');
    expect(await screen.findByText('No permission to access the current page')).toBeTruthy();
    expect(calls(fetchMock, '/api/admin/user/index')).toEqual([]);
  });

  it('says when no user matches', async () => {
    startSession('tok');
    stubApi({ ...staffHandlers(['admin']), 'GET /api/admin/user/index': () => page([]) });
    renderRoute('/admin/users?q=zzz');
    expect(await screen.findByText('No users')).toBeTruthy();
    expect(
      screen.getByText('No user matches these filters. Try part of the email or name.'),
    ).toBeTruthy();
  });
});
