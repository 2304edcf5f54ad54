import { fileURLToPath } from 'node:url';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import type { Database, Schema } from './client';

/** Beside this file in the sources, beside server.js in the build (the build copies it). */
const MIGRATIONS_FOLDER = fileURLToPath(new URL('./migrations', import.meta.url));
/** Held while migrating so that instances starting together migrate one at a time. */
const MIGRATION_LOCK = 7_310_001;

export async function migrateDatabase(database: Database): Promise<void> {
  const config = { migrationsFolder: MIGRATIONS_FOLDER };
  if (database.kind === 'pglite') {
    await migratePglite(database.db as unknown as PgliteDatabase<Schema>, config);
    return;
  }
  await database.withAdvisoryLock(MIGRATION_LOCK, () =>
    migratePg(database.db as unknown as NodePgDatabase<Schema>, config),
  );
}
