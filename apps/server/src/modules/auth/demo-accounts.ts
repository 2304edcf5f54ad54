import type { Db } from '../../db/client';
import { verifyPassword } from './password';
import { accountsByEmail, retireAccounts } from './demo-account-repository';

/**
 * Without the demo (DEMO_DATA=0) no account with a published password may exist (contract
 * 6.2): a demo account left from an earlier start that still has its demo password is
 * disabled, loses its roles and its sessions. One whose password was changed is left alone.
 * Answers the emails retired.
 */
export async function retireDemoAccounts(
  db: Db,
  demo: ReadonlyArray<{ email: string; password: string }>,
): Promise<string[]> {
  const rows = await accountsByEmail(
    db,
    demo.map((account) => account.email),
  );
  const published = new Map(demo.map((account) => [account.email, account.password]));
  const retired: number[] = [];
  const emails: string[] = [];
  for (const row of rows) {
    const password = published.get(row.email);
    if (
      row.status !== 'disabled' &&
      password &&
      (await verifyPassword(password, row.passwordHash))
    ) {
      retired.push(row.id);
      emails.push(row.email);
    }
  }
  await retireAccounts(db, retired);
  return emails;
}
