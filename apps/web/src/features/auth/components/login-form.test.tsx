import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { stubApi } from '../../../test/api-stub';
import { renderRoute } from '../../../test/render-route';
import { getToken } from '../../../lib/session';

const type = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe('login form', () => {
  it('validates the email as the user types', async () => {
    stubApi();
    renderRoute('/pages/users/login');
    await screen.findByRole('button', { name: 'Log in' });
    type('Email', 'ana@');
    expect(screen.getByText('Enter a valid email address.')).toBeTruthy();
    type('Email', 'ana@example.com');
    expect(screen.queryByText('Enter a valid email address.')).toBeNull();
  });

  it('keeps the input and shows the server message when the password is wrong', async () => {
    stubApi({
      'POST /api/customer/login/account': () => ({
        code: 1100002,
        message: 'The email or password is incorrect.',
      }),
    });
    renderRoute('/pages/users/login');
    await screen.findByRole('button', { name: 'Log in' });
    type('Email', 'ana@example.com');
    type('Password', 'wrong password');
    fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findAllByText('The email or password is incorrect.')).not.toHaveLength(0);
    expect((screen.getByLabelText('Password') as HTMLInputElement).value).toBe('wrong password');
    expect(getToken()).toBeNull();
  });

  it('logs in and goes back to where the user was', async () => {
    stubApi({
      'POST /api/customer/login/account': () => ({
        code: 200,
        data: {
          'access-token': 'tok',
          user: { id: 1, email: 'ana@example.com', firstname: 'Ana' },
          card: { count: 2 },
          message_unread_count: 0,
        },
      }),
    });
    const { router } = renderRoute('/pages/users/login?redirect=%2Fpages%2Fmine%2Fwallet');
    await screen.findByRole('button', { name: 'Log in' });
    type('Email', 'ana@example.com');
    type('Password', 'right password');
    fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/pages/mine/wallet'));
    expect(getToken()).toBe('tok');
    expect(await screen.findAllByRole('link', { name: 'Cart, 2 items' })).not.toHaveLength(0);
  });

  it('never redirects outside the app', async () => {
    stubApi({
      'POST /api/customer/login/account': () => ({
        code: 200,
        data: { 'access-token': 't', user: { id: 1, email: 'a@b.co', firstname: 'A' } },
      }),
    });
    const { router } = renderRoute('/pages/users/login?redirect=%2F%2Fevil.example');
    await screen.findByRole('button', { name: 'Log in' });
    type('Email', 'a@b.co');
    type('Password', 'whatever1');
    fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });
});
