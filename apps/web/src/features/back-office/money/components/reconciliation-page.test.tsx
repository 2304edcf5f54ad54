import { describe, expect, it } from 'vitest';
import { configure, fireEvent, screen, within } from '@testing-library/react';
import { startSession } from '../../../../lib/session';
import { stubApi } from '../../../../test/api-stub';
import { renderRoute } from '../../../../test/render-route';
import { staffHandlers } from '../../testing/staff-stubs';

configure({ asyncUtilTimeout: 5000 });

const books = (overrides: Record<string, unknown> = {}) => ({
  money_in: 12345.67,
  money_out: 2345.6,
  accounts_total: 10000.07,
  difference: 0,
  accounts: { balance: 8000, frozen: 100.07, merchant: 1500, escrow: 350, commission: 50 },
  drifted_accounts: 0,
  checked_at: '2026-05-01T10:00:00Z',
  ...overrides,
});

describe('#/admin/reconciliation', () => {
  it('shows the four figures, every account and "Balanced"', async () => {
    startSession('tok');
    stubApi({
      ...staffHandlers(['finance']),
      'GET /api/admin/ledger/reconcile': () => ({ code: 200, data: books() }),
    });
    renderRoute('/admin/reconciliation');
    expect((await screen.findByText('Balanced')).getAttribute('role')).toBe('status');
    expect(screen.getByText('$12,345.67')).toBeTruthy();
    expect(screen.getByText('$2,345.60')).toBeTruthy();
    expect(screen.getByText('$10,000.07')).toBeTruthy();
    expect(screen.getByText('Frozen (withdrawals under review)')).toBeTruthy();
    expect(screen.getByText('$100.07')).toBeTruthy();
    expect(screen.getByText('Commission earned')).toBeTruthy();
    expect(screen.getByText('Drifted accounts: 0')).toBeTruthy();
    expect(screen.getByText("Every account's balance equals the sum of its entries.")).toBeTruthy();
  });

  it('says by how much the books are off and how many accounts drifted; refresh reads again', async () => {
    startSession('tok');
    let calls = 0;
    stubApi({
      ...staffHandlers(['admin']),
      'GET /api/admin/ledger/reconcile': () => {
        calls += 1;
        return {
          code: 200,
          data: calls === 1 ? books({ difference: -0.1, drifted_accounts: 2 }) : books(),
        };
      },
    });
    renderRoute('/admin/reconciliation');
    expect((await screen.findByText('Off by -$0.10')).getAttribute('role')).toBe('status');
    expect(
      screen.getByText("2 accounts' balances differ from the sum of their entries."),
    ).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Refresh' }));
    expect(await screen.findByText('Balanced')).toBeTruthy();
    expect(calls).toBe(2);
  });

  it('offers to try again when the books cannot be read', async () => {
    startSession('tok');
    let fail = true;
    stubApi({
      ...staffHandlers(['admin']),
      'GET /api/admin/ledger/reconcile': () =>
        fail ? { code: 2000018, message: 'Data operation failed' } : { code: 200, data: books() },
    });
    renderRoute('/admin/reconciliation');
    const alert = await screen.findByText('The books could not be read');
    fail = false;
    fireEvent.click(
      within(alert.closest('div')!.parentElement!).getByRole('button', { name: /try again/i }),
    );
    expect(await screen.findByText('Balanced')).toBeTruthy();
  });
});
