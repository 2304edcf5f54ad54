import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { stubApi } from '../../../test/api-stub';
import { renderRoute } from '../../../test/render-route';
import { getToken } from '../../../lib/session';

const type = (label: RegExp | string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

async function openForm() {
  const view = renderRoute('/pages/users/register?redirect=%2Fpages%2Fcart%2Fcart');
  await screen.findByRole('button', { name: 'Create account' });
  return view;
}

function fillValid() {
  type('Email', 'ana@example.com');
  type('First name', 'Ana');
  type(/^Password/, 'correct horse');
  type('Confirm password', 'correct horse');
  fireEvent.click(screen.getByRole('checkbox', { name: /I agree to the/ }));
}

describe('registration form', () => {
  it('validates as the user types', async () => {
    stubApi();
    await openForm();
    type(/^Password/, 'short');
    expect(screen.getByText('Password must contain at least 8 characters.')).toBeTruthy();
    type(/^Password/, 'long enough');
    expect(screen.queryByText('Password must contain at least 8 characters.')).toBeNull();
    type('Confirm password', 'long enougH');
    expect(screen.getByText('The passwords do not match.')).toBeTruthy();
  });

  it('shows every problem on submit and sends nothing', async () => {
    const fetchMock = stubApi();
    await openForm();
    const calls = fetchMock.mock.calls.length;
    fireEvent.click(screen.getByRole('button', { name: 'Create account' }));
    expect(screen.getAllByText('This field is required.').length).toBe(4);
    expect(screen.getByText('You need to agree to the terms of service.')).toBeTruthy();
    expect(fetchMock.mock.calls.length).toBe(calls);
  });

  it('disables submit while sending, shows the server field error and keeps what was typed', async () => {
    let answer: (value: { code: number; message: string; data: unknown }) => void = () => undefined;
    stubApi({
      'POST /api/customer/register/account': () => new Promise((resolve) => (answer = resolve)),
    });
    await openForm();
    fillValid();
    fireEvent.click(screen.getByRole('button', { name: 'Create account' }));
    const sending = await screen.findByRole('button', { name: 'Sending…' });
    expect((sending as HTMLButtonElement).disabled).toBe(true);
    answer({
      code: 1100000,
      message: 'This email is already registered.',
      data: { field: 'email' },
    });
    expect(await screen.findAllByText('This email is already registered.')).not.toHaveLength(0);
    expect((screen.getByLabelText('Email') as HTMLInputElement).value).toBe('ana@example.com');
    await waitFor(() =>
      expect(screen.getByLabelText('Email').getAttribute('aria-invalid')).toBe('true'),
    );
  });

  it('logs the new user in and returns to the redirect route', async () => {
    const fetchMock = stubApi({
      'POST /api/customer/register/account': () => ({
        code: 200,
        data: {
          'access-token': 'new-token',
          user: { id: 1, email: 'ana@example.com', firstname: 'Ana' },
          card: { count: 0 },
        },
      }),
    });
    const { router } = await openForm();
    fillValid();
    type(/^Invitation code/, 'FRIEND');
    fireEvent.click(screen.getByRole('button', { name: 'Create account' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/pages/cart/cart'));
    expect(getToken()).toBe('new-token');
    expect(localStorage.getItem('access-token')).toBe('new-token');
    const call = fetchMock.mock.calls.find(([url]) => String(url).endsWith('/register/account'));
    const body = new URLSearchParams(String(call?.[1]?.body));
    expect(Object.fromEntries(body)).toEqual({
      email: 'ana@example.com',
      password: 'correct horse',
      confirm_password: 'correct horse',
      firstname: 'Ana',
      invite_code: 'FRIEND',
      agree: '1',
    });
  });
});
