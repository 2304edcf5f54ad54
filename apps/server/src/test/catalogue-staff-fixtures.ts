import type { AuditEntry } from '@mall/contract/audit';
import { ErrorCode } from '@mall/contract/errors';
import { expect } from 'vitest';
import type { App } from '../app';
import type { Db } from '../db/client';
import { loggedInUser } from './fixtures';
import { envelope, get, post } from './test-app';

/**
 * The callers of the back office's catalogue tests (decision 0028): the owner and a catalogue
 * editor, who may; finance, support and a buyer, who may not.
 */
export interface CatalogueCallers {
  admin: { id: number; token: string };
  catalogue: { id: number; token: string };
  finance: { id: number; token: string };
  support: { id: number; token: string };
  buyer: { id: number; token: string };
}

export async function catalogueCallers(app: App, db: Db): Promise<CatalogueCallers> {
  const [admin, catalogue, finance, support, buyer] = await Promise.all(
    [['admin'], ['catalogue'], ['finance'], ['support'], []].map((roles) =>
      loggedInUser(app, db, { roles }),
    ),
  );
  if (!admin || !catalogue || !finance || !support || !buyer) throw new Error('no callers');
  return { admin, catalogue, finance, support, buyer };
}

export type Call = { method: 'GET' | 'POST'; url: string; input: Record<string, unknown> };

/** Calls the route as the token's user (none: a visitor); answers the envelope. */
export async function callAs(app: App, call: Call, token: string | undefined) {
  const options = token === undefined ? {} : { token };
  const response =
    call.method === 'GET'
      ? await get(
          app,
          call.url,
          Object.fromEntries(Object.entries(call.input).map(([k, v]) => [k, String(v)])),
          options,
        )
      : await post(app, call.url, call.input, options);
  return envelope(response);
}

/** Finance, support and a buyer are refused as forbidden, a visitor as not logged in. */
export async function expectRefusedToOthers(
  app: App,
  callers: CatalogueCallers,
  call: Call,
): Promise<void> {
  for (const role of ['finance', 'support', 'buyer'] as const) {
    expect(await callAs(app, call, callers[role].token), `${call.url} as ${role}`).toMatchObject({
      code: ErrorCode.InvalidParameter,
      data: { reason: 'forbidden' },
    });
  }
  expect((await callAs(app, call, undefined)).code, `${call.url} as a visitor`).toBe(
    ErrorCode.NotLoggedIn,
  );
}

/** The audit entries of an action (newest first), read as the owner. */
export async function auditEntries(
  app: App,
  ownerToken: string,
  action: string,
): Promise<AuditEntry[]> {
  const body = envelope<{ list: AuditEntry[] }>(
    await get(app, '/admin/audit/index', { action, pagesize: '100' }, { token: ownerToken }),
  );
  expect(body.code).toBe(200);
  return body.data.list.filter((entry) => entry.action === action);
}
