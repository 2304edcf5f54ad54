import { describe, expect, it } from 'vitest';
import { configure, fireEvent, screen, waitFor } from '@testing-library/react';
import { startSession } from '../../../lib/session';
import { stubApi } from '../../../test/api-stub';
import { renderRoute } from '../../../test/render-route';

// Route modules load lazily: the first render of a file takes a while on a busy machine.
configure({ asyncUtilTimeout: 5000 });

const notice = (id: number, isread: boolean, type = 500, status = 1) => ({
  id,
  title: `Notice ${id}`,
  content: `Body of notice ${id}`,
  type,
  status,
  isread,
  created_at: '2026-01-02T10:00:00Z',
  read_at: isread ? '2026-01-02T11:00:00Z' : null,
});

function handlers() {
  const notices = [notice(1, false), notice(2, true, 400, -1), notice(3, false, 500, 0)];
  const calls: string[] = [];
  return {
    calls,
    handlers: {
      'GET /api/customer/info/get_userinfo': () => ({
        code: 200,
        data: {
          id: 7,
          email: 'a@b.co',
          firstname: 'Ana',
          lastname: '',
          avatar: '',
          phone: '',
          seller_url: '',
          is_seller: false,
          seller_status: 'none',
          roles: [],
          card: { count: 0 },
          product: { count: 0 },
          notice: { count: notices.filter((n) => !n.isread).length },
          message_unread_count: 0,
        },
      }),
      'GET /api/customer/user/notices': (p: URLSearchParams) => {
        calls.push(p.toString());
        let list = notices;
        if (p.get('isread') === '0') list = list.filter((n) => !n.isread);
        if (p.get('type')) list = list.filter((n) => String(n.type) === p.get('type'));
        return {
          code: 200,
          data: {
            list,
            total: list.length,
            page: 1,
            pagesize: 15,
            unread: notices.filter((n) => !n.isread).length,
          },
        };
      },
      'GET /api/customer/user/notice-read': (p: URLSearchParams) => {
        const found = notices.find((n) => n.id === Number(p.get('id')))!;
        found.isread = true;
        return { code: 200, data: found };
      },
      'GET /api/customer/info/notice_in_read': () => {
        const count = notices.filter((n) => !n.isread).length;
        notices.forEach((n) => (n.isread = true));
        return { code: 200, data: { count } };
      },
    },
  };
}

describe('notices', () => {
  it('opens a notice, marking it read, and counts down the unread', async () => {
    startSession('tok');
    const { handlers: h } = handlers();
    const fetchMock = stubApi(h);
    renderRoute('/pages/mine/notices');
    const first = await screen.findByRole('button', { name: /Unread: Notice 1/ });
    expect(screen.getByLabelText('Unread (2)')).toBeTruthy();
    fireEvent.click(first);
    expect(screen.getByText('Body of notice 1')).toBeTruthy();
    await waitFor(() =>
      expect(fetchMock.mock.calls.some(([url]) => String(url).includes('notice-read?id=1'))).toBe(
        true,
      ),
    );
    expect(await screen.findByLabelText('Unread (1)')).toBeTruthy();
    expect(screen.getByRole('button', { name: /^Notice 1/ }).getAttribute('aria-expanded')).toBe(
      'true',
    );
  });

  it('filters unread and by type, and marks all read', async () => {
    startSession('tok');
    const { handlers: h, calls } = handlers();
    stubApi(h);
    renderRoute('/pages/mine/notices');
    await screen.findByText('Notice 2');
    fireEvent.click(screen.getByLabelText('Unread (2)'));
    await waitFor(() => expect(screen.queryByText('Notice 2')).toBeNull());
    expect(calls.at(-1)).toContain('isread=0');
    fireEvent.change(screen.getByLabelText('Type'), { target: { value: '400' } });
    expect(await screen.findByText('You have read everything')).toBeTruthy();
    expect(calls.at(-1)).toContain('type=400');
    fireEvent.change(screen.getByLabelText('Type'), { target: { value: '' } });
    fireEvent.click(await screen.findByRole('button', { name: 'Mark all as read' }));
    expect(await screen.findByText('You have read everything')).toBeTruthy();
    expect(
      (screen.getByRole('button', { name: 'Mark all as read' }) as HTMLButtonElement).disabled,
    ).toBe(true);
  });
});
