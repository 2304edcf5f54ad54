import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { sql } from 'drizzle-orm';
import { PLATFORM_ACCOUNTS } from '@mall/contract/ledger';
import { openPglite, openPostgres, type Database } from '../db/client';
import { migrateDatabase } from '../db/migrate';
import { queryRows } from '../db/query-rows';

/**
 * The database an integration test file runs on: PGlite in memory by default, or a fresh
 * PostgreSQL database with a random name when TEST_DATABASE=postgres (dropped at the end).
 * TEST_PG_URL names the server (default postgres://postgres@127.0.0.1:5432/test).
 */
export interface TestDatabase {
  database: Database;
  /** Statements sent through Drizzle so far: read it before and after a call to count its queries. */
  queries: { count: number; last: string[] };
  /** The PostgreSQL database's URL (a second instance may connect to it); null on PGlite. */
  url: string | null;
  /** Empties every table (keeps the schema): call between tests. */
  reset(): Promise<void>;
  close(): Promise<void>;
}

const ADMIN_URL = process.env.TEST_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

export function usingPostgres(): boolean {
  return process.env.TEST_DATABASE === 'postgres';
}

export async function createTestDatabase(): Promise<TestDatabase> {
  let database: Database;
  let drop = async (): Promise<void> => {};
  let databaseUrl: string | null = null;
  const queries = { count: 0, last: [] as string[] };
  const onQuery = (statement: string) => {
    queries.count += 1;
    queries.last.push(statement);
    if (queries.last.length > 20) queries.last.shift();
  };
  if (usingPostgres()) {
    const name = `mall_test_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: ADMIN_URL });
    await admin.connect();
    await admin.query(`create database ${name}`);
    await admin.end();
    const url = new URL(ADMIN_URL);
    url.pathname = `/${name}`;
    databaseUrl = url.toString();
    database = await openPostgres(databaseUrl, 20, onQuery);
    drop = async () => {
      const client = new pg.Client({ connectionString: ADMIN_URL });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    };
  } else {
    database = await openPglite(undefined, onQuery);
  }
  await migrateDatabase(database);
  return {
    database,
    queries,
    url: databaseUrl,
    reset: async () => {
      const rows = await queryRows<{ tablename: string }>(
        database.db,
        sql`select tablename from pg_tables where schemaname = 'public'`,
      );
      const tables = rows.map((row) => `"${row.tablename}"`).join(', ');
      if (tables) await database.exec(`truncate ${tables} restart identity cascade`);
      // What the migrations created besides the schema: the platform's ledger accounts.
      await database.exec(
        `insert into ledger_accounts (user_id, account) values ${PLATFORM_ACCOUNTS.map((a) => `(null, '${a}')`).join(', ')}`,
      );
    },
    close: async () => {
      await database.close();
      await drop();
    },
  };
}
