import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { buttonClass } from './button';
import { EmptyStateLink } from './empty-state-link';

describe('<EmptyStateLink>', () => {
  it('says what is missing and links onward, as a primary button unless told', () => {
    render(
      <MemoryRouter>
        <EmptyStateLink
          title="No products yet"
          to="/pages/category/category"
          label="Browse categories"
        >
          This shop has nothing for sale.
        </EmptyStateLink>
        <EmptyStateLink to="/" label="Back home" variant="secondary" icon={<span>404</span>} />
      </MemoryRouter>,
    );
    expect(screen.getByText('No products yet')).toBeTruthy();
    expect(screen.getByText('This shop has nothing for sale.')).toBeTruthy();
    const browse = screen.getByRole('link', { name: 'Browse categories' });
    expect([browse.getAttribute('href'), browse.className]).toEqual([
      '/pages/category/category',
      buttonClass('primary'),
    ]);
    const home = screen.getByRole('link', { name: 'Back home' });
    expect([home.getAttribute('href'), home.className]).toEqual(['/', buttonClass('secondary')]);
    expect(screen.getByText('404')).toBeTruthy();
  });
});
