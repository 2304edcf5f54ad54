import type { FastifyRequest } from 'fastify';
import type { DbOrTx } from '../../db/client';
import { userIdOf } from '../../plugins/auth';
import { insertAuditRow } from './audit-repository';

/** Who did a back-office action, from where. */
export interface AuditActor {
  id: number;
  ip: string;
}

/** The staff member behind a back-office request (the route is guarded). */
export function auditActorOf(request: FastifyRequest): AuditActor {
  return { id: userIdOf(request), ip: request.ip };
}

export interface AuditEvent {
  /** `<area>.<verb>`, e.g. `user.disable`. */
  action: string;
  /** `<kind>:<key>`, e.g. `user:42`. */
  record: string;
  /** The record before (null when the action created it) and after (null when it removed it). */
  before: unknown;
  after: unknown;
}

/**
 * Writes one audit entry (decision 0023). Call it inside the transaction of the action it
 * records, so the entry exists exactly when the change does. Published for every module.
 */
export async function writeAudit(tx: DbOrTx, actor: AuditActor, event: AuditEvent): Promise<void> {
  await insertAuditRow(tx, { actorId: actor.id, ip: actor.ip, ...event });
}
