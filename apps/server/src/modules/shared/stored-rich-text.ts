import type { Database } from '../../db/client';
import { RICH_TEXT_POLICY_VERSION, sanitizeRichText } from './rich-text';
import * as repo from './stored-rich-text-repository';

const PASS = 'rich_text';
const BATCH = 200;
/** Held while sanitising so that instances starting together run the pass once. */
const PASS_LOCK = 7_310_002;

/**
 * Sanitises the rich text already stored (written before the server sanitised on write), once
 * per allow-list version: a start-up step after the migrations (decision 0010). Idempotent: a
 * second run finds nothing to change. Answers how many rows changed (null when the pass had
 * already run for this version).
 */
export async function sanitizeStoredRichText(database: Database): Promise<number | null> {
  return database.withAdvisoryLock(PASS_LOCK, () =>
    database.db.transaction(async (tx) => {
      if ((await repo.passVersion(tx, PASS)) >= RICH_TEXT_POLICY_VERSION) return null;
      let changed = 0;
      for (const target of repo.RICH_TEXT_TABLES) {
        let after: string | null = null;
        for (;;) {
          const rows = await repo.richTextRows(tx, target, after, BATCH);
          for (const row of rows) {
            const cleaned: Record<string, string> = {};
            for (const column of target.columns) {
              const stored = row[column] ?? '';
              const clean = sanitizeRichText(stored);
              if (clean !== stored) cleaned[column] = clean;
            }
            if (Object.keys(cleaned).length > 0) {
              await repo.writeRichText(tx, target, row.key, cleaned);
              changed += 1;
            }
          }
          if (rows.length < BATCH) break;
          after = rows[rows.length - 1]?.key ?? null;
        }
      }
      await repo.recordPass(tx, PASS, RICH_TEXT_POLICY_VERSION);
      return changed;
    }),
  );
}
