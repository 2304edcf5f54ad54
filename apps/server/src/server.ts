import { mkdir } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { isStaffRole } from '@mall/contract/staff';
import { buildApp } from './app';
import { openDatabase } from './db/client';
import { migrateDatabase } from './db/migrate';
import { DEMO_ACCOUNTS, seedBase, seedDemo, type SeedResult } from './db/seed/seed-demo';
import { EnvError, loadConfig, type AppConfig } from './env';
import { ensureAdmin } from './modules/auth/admin-account';
import { retireDemoAccounts } from './modules/auth/demo-accounts';
import { sanitizeStoredRichText } from './modules/shared/stored-rich-text';
import { describeError } from './plugins/log-errors';
import { createLocalStorage } from './storage/local-storage';
import { privatiseStoredDocuments } from './modules/uploads/private-document';

/** apps/web/dist, from src/server.ts (tsx) and from dist/server.js (the build) alike. */
const DEFAULT_WEB_ROOT = fileURLToPath(new URL('../../web/dist', import.meta.url));
const VERSION = '1.0.8';

function readConfig(): AppConfig {
  try {
    return loadConfig();
  } catch (error) {
    if (error instanceof EnvError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
}

async function main(): Promise<void> {
  const config = readConfig();
  const dataDir = resolve(config.dataDir);
  if (!config.databaseUrl) await mkdir(join(dataDir, 'db'), { recursive: true });
  const database = await openDatabase({ url: config.databaseUrl, dataDir: join(dataDir, 'db') });
  await migrateDatabase(database);
  // Rich text stored before the server sanitised on write: cleaned once per allow-list version (decision 0010).
  await sanitizeStoredRichText(database);
  const storage = createLocalStorage(join(dataDir, 'media'), join(dataDir, 'private'));
  let seed: SeedResult = { seeded: false, accounts: [] };
  let retired: string[] = [];
  if (config.demoData) {
    seed = await seedDemo(database, storage);
  } else {
    await seedBase(database);
    retired = await retireDemoAccounts(database.db, DEMO_ACCOUNTS);
  }
  const demoStaff = DEMO_ACCOUNTS.filter((account) => isStaffRole(account.role)).map(
    (account) => account.email,
  );
  if (config.admin) await ensureAdmin(database.db, config.admin, demoStaff);

  const app = await buildApp({
    config,
    database,
    storage,
    webRoot: config.webRoot ?? DEFAULT_WEB_ROOT,
    version: VERSION,
  });
  await privatiseStoredDocuments(database.db, storage, app.log);
  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) process.exit(1);
    closing = true;
    app.log.info({ signal }, 'shutting down');
    void app
      .close()
      .then(() => database.close())
      .then(() => process.exit(0))
      .catch((error: unknown) => {
        console.error('shutdown failed:', describeError(error));
        process.exit(1);
      });
  };
  process.once('SIGINT', () => shutdown('SIGINT'));
  process.once('SIGTERM', () => shutdown('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  const shownHost = config.host === '0.0.0.0' || config.host === '::' ? 'localhost' : config.host;
  const lines = [
    `Marketplace running at http://${shownHost}:${port}/ (API docs: /api/docs)`,
    `Database: ${database.kind === 'pglite' ? `PGlite in ${join(dataDir, 'db')}` : 'PostgreSQL'}; media in ${join(dataDir, 'media')}`,
  ];
  if (seed.seeded) lines.push('Demo data seeded.');
  for (const account of seed.accounts) {
    // With ADMIN_EMAIL set, the demo staff are ordinary accounts: not worth advertising.
    if (isStaffRole(account.role) && config.admin) continue;
    lines.push(`  ${account.role}: ${account.email} / ${account.password}`);
  }
  if (config.admin) lines.push(`  admin: ${config.admin.email} (password from ADMIN_PASSWORD)`);
  if (!config.demoData) {
    lines.push('Demo data off (DEMO_DATA=0): no account with a published password.');
    if (retired.length > 0)
      lines.push(`  demo accounts with their published password disabled: ${retired.join(', ')}`);
    if (!config.admin)
      lines.push('  No admin account is configured: set ADMIN_EMAIL and ADMIN_PASSWORD.');
  }
  process.stdout.write(`${lines.join('\n')}\n`);
}

main().catch((error: unknown) => {
  console.error('The server could not start:', error instanceof Error ? error.message : error);
  process.exit(1);
});
