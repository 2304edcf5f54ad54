import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { TestProviders } from '../../../test/providers';
import { queryClient } from '../../../lib/query-client';
import { queryKeys } from '../../../lib/query-keys';
import { setCurrencyPreference } from '../../../lib/preferences';
import { card } from '../../../test/catalog-fixtures';
import { ProductGrid, ProductGridSkeleton } from './product-grid';
import { discountPercent } from './product-card';

function renderGrid(children: ReactNode) {
  queryClient.setQueryData(queryKeys.settings.currencies(), {
    list: [
      { code: 'USD', symbol: '$', rate: '1', name: 'US Dollar' },
      { code: 'CNY', symbol: '¥', rate: '7.1234', name: 'Yuan' },
    ],
    default: 'USD',
    static_url: '/static',
  });
  return render(
    <TestProviders>
      <MemoryRouter>{children}</MemoryRouter>
    </TestProviders>,
  );
}

describe('<ProductGrid>', () => {
  it('shows each product as a link with its picture, name, price, discount, rating and sales', () => {
    renderGrid(
      <ProductGrid
        products={[
          card(1),
          card(2, { price: 10, original_price: 10, rating: 0, sales: 0, stock: 0 }),
        ]}
      />,
    );
    const items = screen.getAllByRole('listitem');
    expect(items).toHaveLength(2);
    const first = within(items[0]!);
    expect(first.getByRole('link').getAttribute('href')).toBe('/pages/prouduct/detail?id=1');
    expect(first.getByRole('heading', { name: 'Product 1' })).toBeTruthy();
    expect(first.getByText('$75.00')).toBeTruthy();
    expect(first.getByText('$100.00')).toBeTruthy();
    expect(first.getByText('-25%')).toBeTruthy();
    expect(first.getByText('Rated 4.5 out of 5')).toBeTruthy();
    expect(first.getByText('1.2K sold')).toBeTruthy();
    const image = items[0]!.querySelector('img')!;
    expect([
      image.getAttribute('width'),
      image.getAttribute('height'),
      image.getAttribute('loading'),
    ]).toEqual(['480', '480', 'lazy']);
    expect(image.getAttribute('src')).toBe('/static/catalog/products/p1.png');
    const second = within(items[1]!);
    expect(second.queryByText(/%/)).toBeNull();
    expect(second.getByText('Sold out')).toBeTruthy();
    expect(second.queryByText(/Rated/)).toBeNull();
  });

  it('loads the first pictures at once when asked (above the fold)', () => {
    renderGrid(<ProductGrid products={[card(1), card(2), card(3)]} eager={2} />);
    const loading = [...document.querySelectorAll('img')].map((img) => img.getAttribute('loading'));
    expect(loading).toEqual(['eager', 'eager', 'lazy']);
  });

  it('shows prices in the chosen currency, rounded half up', () => {
    setCurrencyPreference('CNY');
    renderGrid(<ProductGrid products={[card(1)]} />);
    expect(screen.getByText('¥534.26')).toBeTruthy();
    expect(screen.getByText('¥712.34')).toBeTruthy();
  });

  it('has skeletons of the same cards while loading, hidden from screen readers', () => {
    const { container } = renderGrid(<ProductGridSkeleton count={6} />);
    const grid = container.firstElementChild!;
    expect(grid.getAttribute('aria-hidden')).toBe('true');
    expect(grid.children).toHaveLength(6);
    expect(grid.querySelectorAll('.aspect-square')).toHaveLength(6);
  });

  it('rounds the discount to whole percent, none when not cheaper', () => {
    expect(discountPercent(75, 100)).toBe(25);
    expect(discountPercent(66.66, 100)).toBe(33);
    expect(discountPercent(10, 10)).toBe(0);
    expect(discountPercent(10, 0)).toBe(0);
  });
});
