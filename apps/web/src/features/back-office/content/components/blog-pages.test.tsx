import { beforeAll, describe, expect, it } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { startSession } from '../../../../lib/session';
import { stubApi } from '../../../../test/api-stub';
import { renderRoute } from '../../../../test/render-route';
import { staffHandlers } from '../../testing/staff-stubs';
import { blogPost, stubEditorLayout } from '../testing/content-fixtures';

beforeAll(stubEditorLayout);

const summaries = [
  {
    id: 7,
    title: 'Spring news',
    image: '',
    published_at: '2026-03-01T10:00:00.000Z',
    published: true,
    updated_at: '2026-03-02T10:00:00.000Z',
  },
  {
    id: 8,
    title: 'Summer plans',
    image: '',
    published_at: '2099-06-01T10:00:00.000Z',
    published: false,
    updated_at: '2026-03-02T10:00:00.000Z',
  },
];

describe('the blog list', () => {
  it('lists every post with its state, searches by title in the URL, removes after asking', async () => {
    startSession('tok');
    const asked: string[] = [];
    const removed: string[] = [];
    stubApi({
      ...staffHandlers(['admin']),
      'GET /api/admin/blog/index': (params) => {
        asked.push(params.get('q') ?? '');
        const q = (params.get('q') ?? '').toLowerCase();
        const list = summaries.filter((p) => p.title.toLowerCase().includes(q));
        return { code: 200, data: { list, total: list.length, page: 1, pagesize: 20 } };
      },
      'POST /api/admin/blog/remove': (body) => {
        removed.push(String(body.get('id')));
        return { code: 200, data: { id: 7 } };
      },
    });
    const { router } = renderRoute('/admin/blog');
    const table = await screen.findByRole('table', { name: 'Blog' });
    expect(await within(table).findByRole('link', { name: 'Spring news' })).toBeTruthy();
    expect(within(table).getByText('Scheduled')).toBeTruthy();
    expect(within(table).getByText('Published')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Search titles'), { target: { value: 'summer' } });
    await waitFor(() => expect(router.state.location.search).toBe('?q=summer'));
    await waitFor(() =>
      expect(within(table).queryByRole('link', { name: 'Spring news' })).toBeNull(),
    );
    expect(asked).toContain('summer');
    fireEvent.click(screen.getByRole('button', { name: 'Remove Summer plans' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove this post?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(removed).toEqual(['8']));
  });

  it('shows an empty state without posts', async () => {
    startSession('tok');
    stubApi({
      ...staffHandlers(['catalogue']),
      'GET /api/admin/blog/index': () => ({
        code: 200,
        data: { list: [], total: 0, page: 1, pagesize: 20 },
      }),
    });
    renderRoute('/admin/blog');
    expect(await screen.findByText('No post')).toBeTruthy();
  });
});

describe('the blog post editor', () => {
  it('edits a post in another language with the real editor and saves every language', async () => {
    startSession('tok');
    const saved: URLSearchParams[] = [];
    stubApi({
      ...staffHandlers(['catalogue']),
      'GET /api/admin/blog/detail': () => ({ code: 200, data: blogPost() }),
      'POST /api/admin/blog/save': (body) => {
        saved.push(body);
        return { code: 200, data: blogPost({ title_es: 'Novedades' }) };
      },
    });
    renderRoute('/admin/blog/7');
    const editor = await screen.findByRole('textbox', { name: 'Content' });
    await waitFor(() => expect(editor.innerHTML).toContain('<strong>buyers</strong>'));
    expect((screen.getByLabelText(/^Title/) as HTMLInputElement).value).toBe('Spring news');
    // Spanish: empty, told that English shows instead.
    fireEvent.click(screen.getByRole('tab', { name: 'Español' }));
    expect(screen.getByText('Left empty, buyers read the English text.')).toBeTruthy();
    fireEvent.change(screen.getByLabelText(/^Title/), { target: { value: 'Novedades' } });
    const spanish = await screen.findByRole('textbox', { name: 'Content' });
    await waitFor(() => expect(spanish.textContent).toBe(''));
    fireEvent.click(screen.getByRole('button', { name: 'Bold' }));
    expect(screen.getByRole('button', { name: 'Bold' }).getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    const body = saved[0] as URLSearchParams;
    expect(body.get('id')).toBe('7');
    expect(body.get('title_en')).toBe('Spring news');
    expect(body.get('title_es')).toBe('Novedades');
    expect(body.get('title_zh')).toBe('春季新闻');
    expect(body.get('content_en')).toBe('<p>Hello <strong>buyers</strong></p>');
    expect(body.get('published_at')).toBe('2026-03-01T10:00:00.000Z');
    expect(await screen.findByText('Post saved')).toBeTruthy();
  });

  it('asks for the English title of a new post, then opens it once created', async () => {
    startSession('tok');
    const saved: URLSearchParams[] = [];
    stubApi({
      ...staffHandlers(['admin']),
      'POST /api/admin/blog/save': (body) => {
        saved.push(body);
        return { code: 200, data: blogPost({ id: 12 }) };
      },
      'GET /api/admin/blog/detail': () => ({ code: 200, data: blogPost({ id: 12 }) }),
    });
    const { router } = renderRoute('/admin/blog/new');
    expect(await screen.findByRole('heading', { level: 1, name: 'New post' })).toBeTruthy();
    await screen.findByRole('textbox', { name: 'Content' });
    fireEvent.click(screen.getByRole('tab', { name: '简体中文' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(/Write the English title/)).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'English' }).getAttribute('aria-selected')).toBe('true');
    expect(saved).toHaveLength(0);
    fireEvent.change(screen.getByLabelText(/^Title/), { target: { value: 'Launch' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/blog/12'));
    expect(saved[0]?.get('title_en')).toBe('Launch');
    expect(saved[0]?.has('id')).toBe(false);
    expect(saved[0]?.has('published_at')).toBe(false);
  });
});
