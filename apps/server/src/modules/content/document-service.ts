import { randomBytes } from 'node:crypto';
import { DOCUMENT_URL, type DocumentInfo } from '@mall/contract/content-admin';
import type { Db, DbOrTx } from '../../db/client';
import { invalidField } from '../../plugins/app-error';
import type { Storage } from '../../storage/storage';
import { writeAudit, type AuditActor } from '../audit/audit-writer';
import { readSettings } from '../site/settings-reader';
import { STATIC_DOCUMENT_SETTING, writeSetting } from '../site/settings-writer';
import { docxProblem } from './docx-sniff';

export const DOCX_CONTENT_TYPE =
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

/** Only keys this module made: a pointer set another way can name no other file. */
const DOCUMENT_KEY = /^documents\/[0-9a-f]{32}\.docx$/;

/** Which stored file DOCUMENT_URL serves (the setting STATIC_DOCUMENT_SETTING). */
export interface StoredDocument {
  key: string;
  size: number;
  updated_at: string;
}

function parse(value: unknown): StoredDocument | null {
  if (typeof value !== 'object' || value === null) return null;
  const { key, size, updated_at: updatedAt } = value as Record<string, unknown>;
  if (typeof key !== 'string' || !DOCUMENT_KEY.test(key)) return null;
  if (typeof size !== 'number' || typeof updatedAt !== 'string') return null;
  return { key, size, updated_at: updatedAt };
}

export async function storedDocument(db: DbOrTx): Promise<StoredDocument | null> {
  return parse((await readSettings(db, [STATIC_DOCUMENT_SETTING])).get(STATIC_DOCUMENT_SETTING));
}

export async function documentInfo(db: Db): Promise<DocumentInfo> {
  const stored = await storedDocument(db);
  return { url: DOCUMENT_URL, size: stored?.size ?? null, updated_at: stored?.updated_at ?? null };
}

/**
 * Replaces the static document: checks the bytes are a Word document, stores them under a new
 * name (documents/<random>.docx) and then, in one transaction with its audit entry, points
 * DOCUMENT_URL at them. Until that commit the old file is served; after it the new one, and
 * the old file is deleted. A failed switch deletes the new file.
 */
export async function uploadDocument(
  db: Db,
  storage: Storage,
  actor: AuditActor,
  data: Buffer,
): Promise<DocumentInfo> {
  if (data.length === 0) throw invalidField('file', 'empty file');
  const problem = docxProblem(data);
  if (problem) throw invalidField('file', problem);
  const key = `documents/${randomBytes(16).toString('hex')}.docx`;
  await storage.put(key, data, DOCX_CONTENT_TYPE);
  let before: StoredDocument | null;
  let after: StoredDocument;
  try {
    ({ before, after } = await db.transaction(async (tx) => {
      const previous = await storedDocument(tx);
      const next = { key, size: data.length, updated_at: new Date().toISOString() };
      await writeSetting(tx, STATIC_DOCUMENT_SETTING, next);
      await writeAudit(tx, actor, {
        action: 'document.upload',
        record: 'document:wellMart.docx',
        before: previous,
        after: next,
      });
      return { before: previous, after: next };
    }));
  } catch (error) {
    await storage.delete(key);
    throw error;
  }
  if (before && before.key !== key) await storage.delete(before.key);
  return { url: DOCUMENT_URL, size: after.size, updated_at: after.updated_at };
}

/** The bytes DOCUMENT_URL serves now, or null before the first upload. */
export async function documentFile(
  db: Db,
  storage: Storage,
): Promise<{ data: Buffer; stored: StoredDocument } | null> {
  const stored = await storedDocument(db);
  if (!stored) return null;
  const data = await storage.read(stored.key);
  return data ? { data, stored } : null;
}
