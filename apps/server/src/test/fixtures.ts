import type { LoginResult } from '@mall/contract/auth';
import type { App } from '../app';
import type { Db } from '../db/client';
import { users } from '../db/schema/index';
import { newInviteCode } from '../modules/auth/invite-code';
import { hashPassword } from '../modules/auth/password';
import { envelope, post } from './test-app';

export const PASSWORD = 'secret-pass-1';

let counter = 0;
export function uniqueEmail(prefix = 'user'): string {
  counter += 1;
  return `${prefix}${counter}@example.com`;
}

/** Registers through the API and answers the LoginResult. */
export async function registerUser(
  app: App,
  overrides: Record<string, string> = {},
): Promise<LoginResult> {
  const email = overrides.email ?? uniqueEmail();
  const result = envelope<LoginResult>(
    await post(app, '/customer/register/account', {
      email,
      password: PASSWORD,
      confirm_password: PASSWORD,
      firstname: 'Test',
      agree: '1',
      ...overrides,
    }),
  );
  if (result.code !== 200) throw new Error(`register failed: ${JSON.stringify(result)}`);
  return result.data;
}

/** Inserts a user straight into the database (a known password, optional roles/status). */
export async function insertUser(
  db: Db,
  values: {
    email?: string;
    roles?: string[];
    status?: 'active' | 'disabled' | 'deleted';
    inviteCode?: string;
  } = {},
): Promise<{ id: number; email: string }> {
  const email = values.email ?? uniqueEmail();
  counter += 1;
  const [row] = await db
    .insert(users)
    .values({
      email,
      passwordHash: await hashPassword(PASSWORD),
      firstname: 'Fixture',
      inviteCode: values.inviteCode ?? newInviteCode(16),
      roles: values.roles ?? [],
      status: values.status ?? 'active',
    })
    .returning({ id: users.id, email: users.email });
  if (!row) throw new Error('insert failed');
  return row;
}

export async function loginToken(app: App, email: string, password = PASSWORD): Promise<string> {
  const result = envelope<LoginResult>(
    await post(app, '/customer/login/account', { email, password }),
  );
  if (result.code !== 200) throw new Error(`login failed: ${JSON.stringify(result)}`);
  return result.data['access-token'];
}

/** A user inserted with `insertUser` (a known password, optional roles), logged in. */
export async function loggedInUser(
  app: App,
  db: Db,
  values: Parameters<typeof insertUser>[1] = {},
): Promise<{ id: number; email: string; token: string }> {
  const user = await insertUser(db, values);
  return { ...user, token: await loginToken(app, user.email) };
}
