import type { Page } from 'playwright-core';
import type { RunningServer } from './server';

export const DEMO_PASSWORD = 'demo12345';

/** Logs in through the API and stores the token as the web app does, then opens `path`. */
export async function loginAs(
  server: RunningServer,
  page: Page,
  email: string,
  path: string,
  password = DEMO_PASSWORD,
): Promise<string> {
  const result = await server.api<{ 'access-token': string }>('/customer/login/account', {
    body: { email, password },
  });
  if (result.code !== 200)
    throw new Error(`login of ${email} failed: ${result.code} ${result.message}`);
  const token = result.data['access-token'];
  await page.goto('/#/pages/users/404');
  await page.evaluate((value) => localStorage.setItem('access-token', value), token);
  await page.goto(`/#${path}`);
  await page.reload();
  return token;
}
