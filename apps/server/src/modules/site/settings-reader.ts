import type { DbOrTx } from '../../db/client';
import { readSettings as readStoredSettings } from './settings-repository';

/**
 * What the site module publishes for the others to read: the shop settings (the `settings`
 * table, key to JSON value), read where they are used so that a change needs no restart.
 */
export function readSettings(db: DbOrTx, keys: readonly string[]): Promise<Map<string, unknown>> {
  return readStoredSettings(db, keys);
}
