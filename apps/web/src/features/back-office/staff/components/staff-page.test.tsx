import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { StaffMember } from '@mall/contract/staff-accounts';
import { startSession } from '../../../../lib/session';
import { stubApi } from '../../../../test/api-stub';
import { renderRoute } from '../../../../test/render-route';
import { staffHandlers } from '../../testing/staff-stubs';

const member = (id: number, roles: StaffMember['roles'], over: Partial<StaffMember> = {}) => ({
  id,
  email: `staff${id}@example.com`,
  firstname: 'Sam',
  lastname: '',
  roles,
  status: 'active',
  created_at: '2026-01-02T10:00:00Z',
  last_login_at: null,
  ...over,
});

const list = (members: ReturnType<typeof member>[]) => ({
  code: 200,
  data: { list: members, total: members.length, page: 1, pagesize: 20 },
});

const bodyOf = (fetchMock: ReturnType<typeof stubApi>, path: string) => {
  const call = fetchMock.mock.calls.find(([url]) => String(url).includes(path));
  return Object.fromEntries(new URLSearchParams(String(call?.[1]?.body)));
};

describe('the staff page', { timeout: 20_000 }, () => {
  it('lists the members with their roles; nobody can remove themselves', async () => {
    startSession('tok');
    stubApi({
      ...staffHandlers(['admin']),
      'GET /api/admin/staff/index': () =>
        list([
          member(1, ['admin'], { last_login_at: '2026-03-04T05:06:00Z' }),
          member(2, ['finance', 'support']),
        ]),
    });
    renderRoute('/admin/staff');
    const me = (await screen.findByText('staff1@example.com')).closest('tr')!;
    expect(within(me).getByText('(you)')).toBeTruthy();
    expect(within(me).getByText('Owner')).toBeTruthy();
    expect(within(me).queryByRole('button', { name: /Remove/ })).toBeNull();
    const other = screen.getByText('staff2@example.com').closest('tr')!;
    expect(within(other).getByText('Finance')).toBeTruthy();
    expect(within(other).getByText('Support')).toBeTruthy();
    expect(within(other).getByText('Never')).toBeTruthy();
    expect(
      within(other).getByRole('button', { name: 'Remove staff2@example.com from the staff' }),
    ).toBeTruthy();
  });

  it('adds a staff member with the roles checked, saying what each allows', async () => {
    startSession('tok');
    const fetchMock = stubApi({
      ...staffHandlers(['admin']),
      'GET /api/admin/staff/index': () => list([member(1, ['admin'])]),
      'POST /api/admin/staff/save': () => ({
        code: 200,
        data: member(5, ['catalogue', 'support'], { email: 'new@example.com' }),
      }),
    });
    renderRoute('/admin/staff');
    fireEvent.click(await screen.findByRole('button', { name: 'Add staff member' }));
    const drawer = await screen.findByRole('dialog', { name: 'Add a staff member' });
    expect(within(drawer).getByText('Users, shops, orders and refunds.')).toBeTruthy();
    // No role yet: the form says so and sends nothing.
    fireEvent.change(within(drawer).getByLabelText('Email'), {
      target: { value: 'new@example.com' },
    });
    fireEvent.click(within(drawer).getByRole('button', { name: 'Save' }));
    expect(await within(drawer).findByText('Choose at least one role.')).toBeTruthy();
    fireEvent.change(within(drawer).getByLabelText(/First name/), { target: { value: 'Nia' } });
    fireEvent.change(within(drawer).getByLabelText(/Password/), {
      target: { value: 'long-enough-1' },
    });
    fireEvent.click(within(drawer).getByRole('checkbox', { name: /Support/ }));
    fireEvent.click(within(drawer).getByRole('checkbox', { name: /Catalogue/ }));
    fireEvent.click(within(drawer).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('new@example.com saved')).toBeTruthy();
    expect(bodyOf(fetchMock, '/admin/staff/save')).toEqual({
      email: 'new@example.com',
      firstname: 'Nia',
      password: 'long-enough-1',
      roles: '["support","catalogue"]',
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('shows a refusal on its field: an existing account keeps its password', async () => {
    startSession('tok');
    stubApi({
      ...staffHandlers(['admin']),
      'GET /api/admin/staff/index': () => list([member(1, ['admin'])]),
      'POST /api/admin/staff/save': () => ({
        code: 1000008,
        message: 'Invalid parameter.',
        data: { field: 'password', reason: 'password' },
      }),
    });
    renderRoute('/admin/staff');
    fireEvent.click(await screen.findByRole('button', { name: 'Add staff member' }));
    const drawer = await screen.findByRole('dialog');
    fireEvent.change(within(drawer).getByLabelText('Email'), {
      target: { value: 'old@example.com' },
    });
    fireEvent.change(within(drawer).getByLabelText(/Password/), {
      target: { value: 'long-enough-1' },
    });
    fireEvent.click(within(drawer).getByRole('checkbox', { name: /Finance/ }));
    fireEvent.click(within(drawer).getByRole('button', { name: 'Save' }));
    expect(
      await within(drawer).findByText(
        'This email already has an account: leave the password empty.',
      ),
    ).toBeTruthy();
    expect(
      within(drawer)
        .getByLabelText(/Password/)
        .getAttribute('aria-invalid'),
    ).toBe('true');
  });

  it('changes a member’s roles', async () => {
    startSession('tok');
    const fetchMock = stubApi({
      ...staffHandlers(['admin']),
      'GET /api/admin/staff/index': () => list([member(1, ['admin']), member(2, ['finance'])]),
      'POST /api/admin/staff/save': () => ({ code: 200, data: member(2, ['support']) }),
    });
    renderRoute('/admin/staff');
    fireEvent.click(
      await screen.findByRole('button', { name: 'Change the roles of staff2@example.com' }),
    );
    const drawer = await screen.findByRole('dialog', { name: 'Roles of staff2@example.com' });
    expect(within(drawer).queryByLabelText(/Password/)).toBeNull();
    expect(
      (within(drawer).getByRole('checkbox', { name: /Finance/ }) as HTMLInputElement).checked,
    ).toBe(true);
    fireEvent.click(within(drawer).getByRole('checkbox', { name: /Finance/ }));
    fireEvent.click(within(drawer).getByRole('checkbox', { name: /Support/ }));
    fireEvent.click(within(drawer).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('staff2@example.com saved')).toBeTruthy();
    expect(bodyOf(fetchMock, '/admin/staff/save')).toEqual({
      email: 'staff2@example.com',
      roles: '["support"]',
    });
  });

  it('removes a member after a confirm', async () => {
    startSession('tok');
    const fetchMock = stubApi({
      ...staffHandlers(['admin']),
      'GET /api/admin/staff/index': () => list([member(1, ['admin']), member(2, ['finance'])]),
      'POST /api/admin/staff/remove': () => ({ code: 200, data: member(2, []) }),
    });
    renderRoute('/admin/staff');
    fireEvent.click(
      await screen.findByRole('button', { name: 'Remove staff2@example.com from the staff' }),
    );
    const dialog = await screen.findByRole('dialog', {
      name: 'Remove staff2@example.com from the staff?',
    });
    expect(within(dialog).getByText(/logged out at once/)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText('staff2@example.com is no longer staff')).toBeTruthy();
    expect(bodyOf(fetchMock, '/admin/staff/remove')).toEqual({ user_id: '2' });
  });

  it('is the owner’s only', async () => {
    startSession('tok');
    const fetchMock = stubApi(staffHandlers(['support']));
    renderRoute('/admin/staff');
    expect(await screen.findByText('No permission to access the current page')).toBeTruthy();
    expect(fetchMock.mock.calls.some(([url]) => String(url).includes('/admin/staff/index'))).toBe(
      false,
    );
  });
});
