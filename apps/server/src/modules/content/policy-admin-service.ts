import {
  POLICY_KEYS,
  type AdminPolicy,
  type AdminPolicyList,
  type PolicyKey,
  type PolicySaveBody,
} from '@mall/contract/content-admin';
import type { Db } from '../../db/client';
import { writeAudit, type AuditActor } from '../audit/audit-writer';
import { iso } from '../shared/localize';
import { sanitizeRichText } from '../shared/rich-text';
import { textsFrom, textsOf } from './content-texts';
import * as repo from './policy-admin-repository';

function view(key: PolicyKey, row: repo.PolicyRow | null): AdminPolicy {
  const texts = row ?? {};
  return {
    key,
    ...textsOf(texts, 'title'),
    ...textsOf(texts, 'content'),
    updated_at: row ? iso(row.updatedAt) : null,
  };
}

/** The six policies in their fixed order, every language; one never written has empty texts. */
export async function policyAdminList(db: Db): Promise<AdminPolicyList> {
  const rows = new Map((await repo.listPolicies(db)).map((row) => [row.key, row]));
  return { list: POLICY_KEYS.map((key) => view(key, rows.get(key) ?? null)) };
}

/** Replaces a policy's texts; the content of every language is sanitised before it is stored. */
export async function savePolicy(
  db: Db,
  actor: AuditActor,
  body: PolicySaveBody,
): Promise<AdminPolicy> {
  return db.transaction(async (tx) => {
    const before = await repo.lockPolicy(tx, body.key);
    const saved = await repo.upsertPolicy(tx, body.key, {
      ...textsFrom(body, 'title'),
      ...textsFrom(body, 'content', sanitizeRichText),
    });
    const after = view(body.key, saved);
    await writeAudit(tx, actor, {
      action: 'policy.save',
      record: `policy:${body.key}`,
      before: before && view(body.key, before),
      after,
    });
    return after;
  });
}
