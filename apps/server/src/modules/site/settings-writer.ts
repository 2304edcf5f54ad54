import type { Tx } from '../../db/client';
import { upsertSetting } from './settings-repository';

/**
 * What the site module publishes for the others to write a setting of their own (the content
 * module's pointer to the static document), in the caller's transaction, beside its audit
 * entry. The operators' settings page (`/admin/settings/*`) has its own path and validation.
 */
export async function writeSetting(tx: Tx, key: string, value: unknown): Promise<void> {
  await upsertSetting(tx, key, value);
}

/**
 * The setting that says which stored file `/static/wellMart.docx` serves: `{key, size,
 * updated_at}` (written by the content module's document upload, read by website_config).
 */
export const STATIC_DOCUMENT_SETTING = 'static_document';

/**
 * The keys other modules own (written with `writeSetting`): the settings index leaves them out,
 * since they are neither registry settings nor stray values, and the save call refuses them.
 */
export const MODULE_SETTINGS: ReadonlySet<string> = new Set([STATIC_DOCUMENT_SETTING]);
