import type { DbOrTx } from '../../db/client';
import type { ListCache } from '../../plugins/answer-cache/list-cache';

/** What the catalogue services need: the database and this instance's list cache. */
export interface CatalogContext {
  db: DbOrTx;
  cache: ListCache;
}
