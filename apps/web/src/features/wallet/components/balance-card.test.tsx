import { describe, expect, it } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { TestProviders } from '../../../test/providers';
import { setCurrencyPreference } from '../../../lib/preferences';
import { stubApi } from '../../../test/api-stub';
import { logIn, walletHandlers } from '../test-fixtures';
import { BalanceCard } from './balance-card';

function renderCard() {
  return render(
    <TestProviders>
      <MemoryRouter>
        <BalanceCard links />
      </MemoryRouter>
    </TestProviders>,
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
    expect(screen.getByRole('link', { name: 'Recharge' }).getAttribute('href')).toBe(
      '/pages/mine/wallet?tab=recharge',
    );
  });
});
