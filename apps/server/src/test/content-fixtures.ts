import { asc, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { ErrorCode } from '@mall/contract/errors';
import type { App } from '../app';
import type { Db } from '../db/client';
import { auditLog } from '../db/schema/index';
import { loggedInUser } from './fixtures';
import { envelope, get, post } from './test-app';

/** Who calls the back office's content routes in their tests. */
export interface ContentCallers {
  /** Allowed: the owner and a catalogue editor (permission `content`). */
  admin: { id: number; token: string };
  catalogue: { id: number; token: string };
  /** Refused: the other staff roles and a buyer. */
  finance: { id: number; token: string };
  support: { id: number; token: string };
  buyer: { id: number; token: string };
}

export async function contentCallers(app: App, db: Db): Promise<ContentCallers> {
  const [admin, catalogue, finance, support, buyer] = await Promise.all(
    [['admin'], ['catalogue'], ['finance'], ['support'], []].map((roles) =>
      loggedInUser(app, db, { roles }),
    ),
  );
  if (!admin || !catalogue || !finance || !support || !buyer) throw new Error('no callers');
  return { admin, catalogue, finance, support, buyer };
}

/**
 * A content route refuses the finance and support staff and a buyer (1000008 forbidden) and a
 * visitor (1100003), and changes nothing for them.
 */
export async function expectRefused(
  app: App,
  callers: ContentCallers,
  method: 'GET' | 'POST',
  url: string,
  params: Record<string, string> = {},
): Promise<void> {
  for (const who of ['finance', 'support', 'buyer', 'visitor'] as const) {
    const token = who === 'visitor' ? undefined : callers[who].token;
    const response =
      method === 'GET'
        ? await get(app, url, params, { token })
        : await post(app, url, params, { token });
    expect(envelope(response), `${method} ${url} as ${who}`).toMatchObject(
      who === 'visitor'
        ? { code: ErrorCode.NotLoggedIn }
        : { code: ErrorCode.InvalidParameter, data: { reason: 'forbidden' } },
    );
  }
}

/** The audit entries of a record, oldest first. */
export async function auditOf(db: Db, record: string) {
  return db
    .select({
      actorId: auditLog.actorId,
      action: auditLog.action,
      before: auditLog.before,
      after: auditLog.after,
    })
    .from(auditLog)
    .where(eq(auditLog.record, record))
    .orderBy(asc(auditLog.id));
}
