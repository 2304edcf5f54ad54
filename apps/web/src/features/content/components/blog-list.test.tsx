import { describe, expect, it } from 'vitest';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import type { BlogSummary } from '../types';
import { stubApi } from '../../../test/api-stub';
import { TestProviders } from '../../../test/providers';
import { BlogList } from './blog-list';

const post = (id: number, extra: Partial<BlogSummary> = {}): BlogSummary => ({
  id,
  title: `Post ${id}`,
  image: `/static/blog/${id}.png`,
  summary: `What post ${id} is about`,
  created_at: '2026-03-04T10:00:00Z',
  ...extra,
});

const page = (list: BlogSummary[], total = list.length, pageNo = 1) => ({
  code: 200,
  data: { list, total, page: pageNo, pagesize: 12 },
});

function renderList() {
  return render(
    <TestProviders>
      <MemoryRouter>
        <BlogList />
      </MemoryRouter>
    </TestProviders>,
  );
}

describe('blog list', () => {
  it('says there are no articles yet, with a way home', async () => {
    stubApi({ 'GET /api/blog/list': () => page([]) });
    renderList();
    expect(await screen.findByText('No articles yet')).toBeTruthy();
    expect(screen.getByText('Stories and shopping guides will appear here soon.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to home' }).getAttribute('href')).toBe('/');
  });

  it('says the list could not load, and loads it on Try again', async () => {
    let fail = true;
    stubApi({
      'GET /api/blog/list': () => (fail ? { code: 500, message: 'Busy' } : page([post(1)])),
    });
    renderList();
    expect(await screen.findByText('This could not be loaded')).toBeTruthy();
    expect(screen.queryByText('No articles yet')).toBeNull();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Post 1' })).toBeTruthy();
    expect(screen.queryByText('This could not be loaded')).toBeNull();
  });

  it('lists the posts, each linking to its article, and loads the next page on request', async () => {
    const fetchMock = stubApi({
      'GET /api/blog/list': (p) =>
        p.get('page') === '2'
          ? page([post(13)], 13, 2)
          : page(
              Array.from({ length: 12 }, (_, i) => post(i + 1, i === 1 ? { image: '' } : {})),
              13,
            ),
    });
    renderList();
    const heading = await screen.findByRole('heading', { name: 'Post 1' });
    const card = heading.closest('a')!;
    expect(card.getAttribute('href')).toBe('/pages/blog/detail?id=1');
    expect(within(card).getByText('What post 1 is about')).toBeTruthy();
    expect(within(card).getByText('Mar 4, 2026').getAttribute('datetime')).toBe(
      '2026-03-04T10:00:00Z',
    );
    expect(card.querySelector('img')?.getAttribute('src')).toContain('/static/blog/1.png');
    const second = screen.getByRole('heading', { name: 'Post 2' }).closest('a')!;
    expect(second.querySelector('img')).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Post 13' })).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByRole('heading', { name: 'Post 13' })).toBeTruthy();
    expect(screen.getAllByRole('listitem')).toHaveLength(13);
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
    expect(fetchMock.mock.calls.some(([url]) => String(url).includes('page=2'))).toBe(true);
  });
});
