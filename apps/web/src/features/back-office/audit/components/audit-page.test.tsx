import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { startSession } from '../../../../lib/session';
import { stubApi } from '../../../../test/api-stub';
import { renderRoute } from '../../../../test/render-route';
import { staffHandlers } from '../../testing/staff-stubs';

const entries = [
  {
    id: 12,
    actor: { id: 1, email: 'owner@example.com' },
    action: 'user.disable',
    record: 'user:42',
    before: { status: 'active', email: 'ana@example.com' },
    after: { status: 'disabled', email: 'ana@example.com' },
    ip: '203.0.113.9',
    created_at: '2026-03-04T05:06:00Z',
  },
  {
    id: 11,
    actor: { id: 2, email: 'fin@example.com' },
    action: 'currency.save',
    record: 'currency:EUR',
    before: null,
    after: { rate: '0.95' },
    ip: '198.51.100.4',
    created_at: '2026-03-03T05:06:00Z',
  },
];

const handlers = {
  ...staffHandlers(['admin']),
  'GET /api/admin/audit/index': () => ({
    code: 200,
    data: { list: entries, total: 2, page: 1, pagesize: 20 },
  }),
  'GET /api/admin/staff/index': () => ({
    code: 200,
    data: {
      list: [
        {
          id: 1,
          email: 'owner@example.com',
          firstname: 'O',
          lastname: '',
          roles: ['admin'],
          status: 'active',
          created_at: '2026-01-01T00:00:00Z',
          last_login_at: null,
        },
        {
          id: 2,
          email: 'fin@example.com',
          firstname: 'F',
          lastname: '',
          roles: ['finance'],
          status: 'active',
          created_at: '2026-01-01T00:00:00Z',
          last_login_at: null,
        },
      ],
      total: 2,
      page: 1,
      pagesize: 100,
    },
  }),
};

const auditCalls = (fetchMock: ReturnType<typeof stubApi>) =>
  fetchMock.mock.calls
    .map(([url]) => new URL(String(url), 'http://localhost'))
    .filter((url) => url.pathname === '/api/admin/audit/index')
    .map((url) => Object.fromEntries(url.searchParams));

describe('the audit log page', { timeout: 20_000 }, () => {
  it('sends the filters of the URL and filters by person', async () => {
    startSession('tok');
    const fetchMock = stubApi(handlers);
    const { router } = renderRoute('/admin/audit?record=user%3A42&from=2026-03-01&to=2026-03-31');
    await screen.findByText('user.disable');
    expect(auditCalls(fetchMock)[0]).toEqual({
      record: 'user:42',
      from: '2026-03-01',
      to: '2026-03-31',
      page: '1',
      pagesize: '20',
    });
    expect((screen.getByLabelText('Record') as HTMLInputElement).value).toBe('user:42');
    expect((screen.getByLabelText('From') as HTMLInputElement).value).toBe('2026-03-01');
    const person = screen.getByLabelText('Person');
    await within(person).findByRole('option', { name: 'fin@example.com' });
    fireEvent.change(person, { target: { value: '2' } });
    await waitFor(() => expect(router.state.location.search).toContain('actor_id=2'));
    await waitFor(() => expect(auditCalls(fetchMock).some((q) => q.actor_id === '2')).toBe(true));
    expect(screen.getByRole('link', { name: 'user:42' }).getAttribute('href')).toBe(
      '/admin/users/42',
    );
  });

  it('unfolds a row to the record before and after, the changed fields marked', async () => {
    startSession('tok');
    stubApi(handlers);
    renderRoute('/admin/audit');
    const row = (await screen.findByText('user.disable')).closest('tr')!;
    const toggle = within(row).getByRole('button', { name: /Show changes/ });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(toggle);
    const changes = await screen.findByRole('table', { name: 'The record before and after' });
    const status = within(changes)
      .getByRole('rowheader', { name: /status/ })
      .closest('tr')!;
    expect(status.getAttribute('data-changed')).toBe('true');
    expect(within(status).getByText('active')).toBeTruthy();
    expect(within(status).getByText('disabled')).toBeTruthy();
    expect(within(status).getByText('changed')).toBeTruthy();
    const email = within(changes).getByRole('rowheader', { name: 'email' }).closest('tr')!;
    expect(email.getAttribute('data-changed')).toBeNull();
    expect(within(row).getByRole('button', { name: /Hide changes/ })).toBeTruthy();

    // A created record: nothing before.
    const created = screen.getByText('currency.save').closest('tr')!;
    fireEvent.click(within(created).getByRole('button', { name: /Show changes/ }));
    await waitFor(() =>
      expect(screen.getAllByRole('table', { name: 'The record before and after' })).toHaveLength(2),
    );
    const rate = screen.getByRole('rowheader', { name: /rate/ }).closest('tr')!;
    expect(within(rate).getByText('0.95')).toBeTruthy();
    expect(within(rate).getByText('—')).toBeTruthy();
  });

  it('is the owner’s only', async () => {
    startSession('tok');
    stubApi(staffHandlers(['finance']));
    renderRoute('/admin/audit');
    expect(await screen.findByText('No permission to access the current page')).toBeTruthy();
  });
});
