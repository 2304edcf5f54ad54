import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { TestProviders } from '../test/providers';
import { queryClient } from '../lib/query-client';
import { queryKeys } from '../lib/query-keys';
import { setCurrencyPreference } from '../lib/preferences';
import { Money } from './money';

const list = [
  { code: 'USD', symbol: '$', rate: '1', name: 'US Dollar' },
  { code: 'CNY', symbol: '¥', rate: '7.1234', name: 'Yuan' },
];

function renderMoney() {
  queryClient.setQueryData(queryKeys.settings.currencies(), {
    list,
    default: 'USD',
    static_url: '',
  });
  return render(
    <TestProviders>
      <Money value={75} />
      <Money value="0.15" kind="amount" />
    </TestProviders>,
  );
}

describe('<Money>', () => {
  it('shows the chosen currency with the contract rounding', () => {
    setCurrencyPreference('CNY');
    renderMoney();
    expect(screen.getByText('¥534.26')).toBeTruthy();
    expect(screen.getByText('¥1.06')).toBeTruthy();
    expect(localStorage.getItem('currency')).toBe('CNY');
  });

  it('falls back to the default currency for an unknown choice', () => {
    setCurrencyPreference('XXX');
    renderMoney();
    expect(screen.getByText('$75.00')).toBeTruthy();
  });
});
