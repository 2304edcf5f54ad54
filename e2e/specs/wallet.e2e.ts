import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, screenshot } from '../support/browser';
import { DEMO_ADMIN, fundedBuyer, registerAccount, submitTopUp } from '../support/fixtures';
import { usePage } from '../support/pages';
import { startServer, type RunningServer } from '../support/server';
import { DEMO_PASSWORD, loginAs } from '../support/session';

let server: RunningServer;
let browser: Browser;
/** A user's screenshot of a payment: a small solid-colour PNG. */
const certificate = fileURLToPath(new URL('../fixtures/certificate.png', import.meta.url));
let transactions = 0;
/** A transaction id no other top-up of the run has. */
const newTransactionId = () => `E2E-TX-${Date.now()}-${(transactions += 1)}`;

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer(), launchBrowser()]);
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});
// Each test has pages of its own and a buyer of its own.
const buyer = usePage(() => ({ browser, url: server.url }), 'phone');
const admin = usePage(() => ({ browser, url: server.url }), 'wide');

const field = (page: Page, label: string) =>
  page.getByLabel(label, { exact: true }).filter({ visible: true });
const balanceText = (page: Page) => page.getByText('Available balance').locator('..').textContent();

describe('wallet', () => {
  it('submits a top-up with an uploaded certificate', async () => {
    const { page } = buyer;
    const transactionId = newTransactionId();
    const me = await fundedBuyer(server, 'top-up', 1000);
    await loginAs(server, page, me.email, '/pages/mine/wallet?tab=recharge');
    await expect.poll(() => balanceText(page)).toContain('1,000.00');
    await field(page, 'Amount (USD)').fill('150');
    await field(page, 'Transaction ID').fill(transactionId);
    await page.locator('input[type=file]').first().setInputFiles(certificate);
    await page.getByRole('img', { name: 'Preview of the payment certificate' }).waitFor();
    await screenshot(page, 'phone-wallet-recharge');
    await page.getByRole('button', { name: 'Submit top-up' }).click();
    await page.getByText('Top-up submitted for review').waitFor();
  });

  it('lets the admin approve it on the review page', async () => {
    const { page } = admin;
    const transactionId = newTransactionId();
    const me = await registerAccount(server, 'approved');
    await submitTopUp(server, me.token, 150, transactionId);
    await loginAs(server, page, DEMO_ADMIN, '/admin/review');
    const row = page.getByRole('row').filter({ hasText: transactionId });
    await row.waitFor();
    await screenshot(page, 'wide-admin-review');
    await row.getByRole('button', { name: 'Approve' }).click();
    await page.getByText(/Application \d+ approved\./).waitFor();
  });

  it('shows the credited balance in two currencies', async () => {
    const { page } = buyer;
    const me = await fundedBuyer(server, 'credited', 1000, 150);
    await loginAs(server, page, me.email, '/pages/mine/wallet?tab=history');
    await page.goto('/#/pages/mine/wallet?tab=history');
    await page.reload();
    await expect.poll(() => balanceText(page)).toContain('1,150.00');
    await field(page, 'Currency').selectOption('EUR');
    await expect.poll(() => balanceText(page)).toContain('€');
    await screenshot(page, 'phone-wallet-eur');
    await field(page, 'Currency').selectOption('USD');
  });

  it('withdraws and recalls the withdrawal', async () => {
    const { page } = buyer;
    const me = await fundedBuyer(server, 'withdraw', 1000, 150);
    await loginAs(server, page, me.email, '/pages/mine/wallet?tab=withdraw');
    await page.goto('/#/pages/mine/wallet?tab=withdraw');
    await field(page, 'Amount to withdraw (USD)').fill('50');
    await field(page, 'Your wallet address').fill('TQ4e2eWalletAddress0000000000000001');
    await page.getByRole('button', { name: 'Request withdrawal' }).click();
    await page.getByText('Withdrawal requested').waitFor();
    await expect.poll(() => balanceText(page)).toContain('1,100.00');
    await page.goto('/#/pages/mine/wallet?tab=withdrawals');
    await page.getByRole('button', { name: 'Recall' }).first().click();
    await page.getByRole('button', { name: 'Recall withdrawal' }).click();
    await page
      .getByText('Withdrawal recalled. The amount is back in your balance.')
      .first()
      .waitFor();
    await expect.poll(() => balanceText(page)).toContain('1,150.00');
    await screenshot(page, 'phone-wallet-recalled');
  });

  it('changes the password and logs in with the new one', async () => {
    const { page } = buyer;
    const newPassword = 'new-password-2026';
    const me = await registerAccount(server, 'password', { password: DEMO_PASSWORD });
    await loginAs(server, page, me.email, '/pages/mine/confing');
    await page.goto('/#/pages/mine/confing');
    await field(page, 'Current password').fill(DEMO_PASSWORD);
    await field(page, 'New password').fill(newPassword);
    await field(page, 'Confirm new password').fill(newPassword);
    await page.getByRole('button', { name: 'Change password' }).click();
    await page
      .getByText('Password changed. Use the new one the next time you log in.')
      .first()
      .waitFor();
    await page.evaluate(() => localStorage.removeItem('access-token'));
    await page.goto('/#/pages/users/login');
    await page.reload();
    await field(page, 'Email').fill(me.email);
    await field(page, 'Password').fill(newPassword);
    await page.getByRole('button', { name: 'Log in' }).filter({ visible: true }).last().click();
    await page.waitForURL((url) => !url.hash.includes('/pages/users/login'));
    expect(await page.evaluate(() => localStorage.getItem('access-token'))).not.toBeNull();
  });
});
