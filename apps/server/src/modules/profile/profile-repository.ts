import { and, eq, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { sessions, users } from '../../db/schema/index';

/** The user's profile address and payment settings. */
export async function findPaymentSettings(db: DbOrTx, userId: number) {
  const [row] = await db
    .select({
      bankName: users.bankName,
      bankAccName: users.bankAccName,
      bankAccNo: users.bankAccNo,
      bankRoutingNo: users.bankRoutingNo,
      walletAddress: users.walletAddress,
      address: users.address,
    })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return row ?? null;
}
export type PaymentSettingsRow = NonNullable<Awaited<ReturnType<typeof findPaymentSettings>>>;

export async function findPasswordHash(db: DbOrTx, userId: number): Promise<string | null> {
  const [row] = await db
    .select({ hash: users.passwordHash })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return row?.hash ?? null;
}

export interface ProfileChanges {
  firstname?: string;
  lastname?: string;
  phone?: string;
  avatar?: string;
  address?: string;
  bankName?: string;
  bankAccName?: string;
  bankAccNo?: string;
  bankRoutingNo?: string;
  passwordHash?: string;
  /** Wallet code to address; null removes that wallet's address. Merged into the stored ones. */
  walletAddressPatch?: Record<string, string | null>;
}

export async function updateProfile(
  db: DbOrTx,
  userId: number,
  changes: ProfileChanges,
): Promise<void> {
  const { walletAddressPatch, ...columns } = changes;
  await db
    .update(users)
    .set({
      ...columns,
      ...(walletAddressPatch
        ? {
            walletAddress: sql`jsonb_strip_nulls(${users.walletAddress} || ${JSON.stringify(walletAddressPatch)}::jsonb)`,
          }
        : {}),
      updatedAt: sql`now()`,
    })
    .where(eq(users.id, userId));
}

/** Ends every other open session of the user (after a password change). */
export async function revokeOtherSessions(
  db: DbOrTx,
  userId: number,
  keepSessionId: number,
): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: sql`now()` })
    .where(
      and(
        eq(sessions.userId, userId),
        ne(sessions.id, keepSessionId),
        sql`${sessions.revokedAt} is null`,
      ),
    );
}
