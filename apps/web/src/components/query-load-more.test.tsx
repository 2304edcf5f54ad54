import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { QueryLoadMore } from './query-load-more';

const query = (over: Partial<{ hasNextPage: boolean; isFetchingNextPage: boolean }> = {}) => ({
  hasNextPage: true,
  isFetchingNextPage: false,
  fetchNextPage: vi.fn(() => Promise.resolve()),
  ...over,
});

describe('<QueryLoadMore>', () => {
  it('asks the query for its next page', () => {
    const q = query();
    render(<QueryLoadMore query={q} />);
    fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
    expect(q.fetchNextPage).toHaveBeenCalledTimes(1);
  });

  it('is busy while the page loads', () => {
    render(<QueryLoadMore query={query({ isFetchingNextPage: true })} />);
    const button = screen.getByRole('button', { name: 'Loading…' }) as HTMLButtonElement;
    expect([button.disabled, button.getAttribute('aria-busy')]).toEqual([true, 'true']);
  });

  it('says when everything is in, unless told not to', () => {
    const { rerender, container } = render(<QueryLoadMore query={query({ hasNextPage: false })} />);
    expect(screen.getByText('You have seen everything.')).toBeTruthy();
    rerender(<QueryLoadMore query={query({ hasNextPage: false })} end={false} />);
    expect(container.textContent).toBe('');
  });
});
