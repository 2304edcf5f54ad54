import { z } from 'zod';
import { pageQuerySchema } from './pagination';
import { idSchema, optionalParam } from './params';
import { line } from './text';

/** GET /admin/audit/index (contract 6.7): newest first. */
export const auditQuerySchema = pageQuerySchema.extend({
  actor_id: optionalParam(idSchema).describe('only the actions of this staff member'),
  record: optionalParam(line().trim().max(100, { error: 'at most 100 characters' })).describe(
    '`kind:key` (e.g. `user:42`) for one record, or `kind:` for every record of a kind',
  ),
  action: optionalParam(line().trim().max(60, { error: 'at most 60 characters' })).describe(
    'e.g. `user.disable`; `user.` for every action on users',
  ),
  from: optionalParam(z.iso.date({ error: 'a date, YYYY-MM-DD' })).describe('from this day (UTC)'),
  to: optionalParam(z.iso.date({ error: 'a date, YYYY-MM-DD' })).describe(
    'to this day (UTC), included',
  ),
});
export type AuditQuery = z.output<typeof auditQuerySchema>;

export const auditEntrySchema = z.object({
  id: z.number().int(),
  actor: z.object({ id: z.number().int(), email: z.string() }),
  action: z.string(),
  record: z.string(),
  before: z.unknown().describe('the record before the action (null when it created it)'),
  after: z.unknown().describe('the record after the action (null when it removed it)'),
  ip: z.string(),
  created_at: z.string(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

export const auditPageSchema = z.object({
  list: z.array(auditEntrySchema),
  total: z.number().int(),
  page: z.number().int(),
  pagesize: z.number().int(),
});
