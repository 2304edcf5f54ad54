import { describe, expect, it } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import { CurrencyProvider } from '../../settings/components/currency-provider';
import { setCurrencyPreference } from '../../../lib/preferences';
import { queryClient } from '../../../lib/query-client';
import { stubApi } from '../../../test/api-stub';
import { logIn, walletHandlers } from '../test-fixtures';
import { BalanceCard } from './balance-card';

function renderCard() {
  return render(
    <QueryClientProvider client={queryClient}>
      <CurrencyProvider>
        <MemoryRouter>
          <BalanceCard links />
        </MemoryRouter>
      </CurrencyProvider>
    </QueryClientProvider>,
  );
}

describe('balance card', () => {
  it('shows the balance and frozen amount in the chosen currency beside the USD base', async () => {
    logIn();
    setCurrencyPreference('CNY');
    stubApi(walletHandlers({ balance: 1150.25, frozen: 40 }));
    renderCard();
    const balance = await screen.findByTestId('wallet-balance');
    // 1150.25 × 7.1234 = 8193.6908…: an amount truncates to ¥8,193.69.
    await waitFor(() => expect(balance.textContent).toContain('¥8,193.69'));
    expect(balance.textContent).toContain('$1,150.25 USD');
    expect(screen.getByTestId('wallet-frozen').textContent).toContain('$40.00 USD');
  });

  it('shows one amount in USD', async () => {
    logIn();
    stubApi(walletHandlers({ balance: 1000 }));
    renderCard();
    await waitFor(() => expect(screen.getByTestId('wallet-balance').textContent).toBe('$1,000.00'));
    expect(screen.getByRole('link', { name: 'Recharge' }).getAttribute('href')).toBe('/pages/mine/wallet?tab=recharge');
  });
});
