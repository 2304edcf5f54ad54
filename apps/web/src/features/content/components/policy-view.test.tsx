import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import type { Policy } from '../types';
import { TestProviders } from '../../../test/providers';
import { PolicyView } from './policy-view';

function renderView(query: { data?: Policy; isPending: boolean; refetch: () => unknown }) {
  return render(
    <TestProviders>
      <PolicyView query={query} />
    </TestProviders>,
  );
}

describe('policy view', () => {
  it('shows no text and no error while the policy loads', () => {
    const { container } = renderView({ isPending: true, refetch: vi.fn() });
    expect(container.textContent).toBe('');
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.queryByRole('article')).toBeNull();
  });

  it('says the policy could not load, and asks again on Try again', () => {
    const refetch = vi.fn();
    renderView({ isPending: false, refetch });
    expect(screen.getByText('This could not be loaded')).toBeTruthy();
    expect(screen.getByText('Check your connection and try again.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(refetch).toHaveBeenCalledTimes(1);
  });

  it('says a policy with no text is not written yet', () => {
    renderView({
      isPending: false,
      refetch: vi.fn(),
      data: { title: 'Terms', content: '  ', updated_at: null },
    });
    expect(screen.getByText('Not written yet')).toBeTruthy();
    expect(screen.queryByRole('article')).toBeNull();
  });

  it('shows the text, its headings under the page title, and when it was updated', () => {
    renderView({
      isPending: false,
      refetch: vi.fn(),
      data: {
        title: 'Terms',
        content: '<h1>Who we are</h1><p>We sell mugs.</p>',
        updated_at: '2026-03-04T10:00:00Z',
      },
    });
    const article = screen.getByRole('article');
    expect(screen.getByText('Last updated Mar 4, 2026')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'Who we are' })).toBeTruthy();
    expect(article.textContent).toContain('We sell mugs.');
  });

  it('leaves the date out when the policy has none', () => {
    renderView({
      isPending: false,
      refetch: vi.fn(),
      data: { title: 'Terms', content: '<p>We sell mugs.</p>', updated_at: null },
    });
    expect(screen.getByText('We sell mugs.')).toBeTruthy();
    expect(screen.queryByText(/Last updated/)).toBeNull();
  });
});
