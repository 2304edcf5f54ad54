import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openPostgres, type Database } from '../../db/client';

const ADMIN_URL = process.env.TEST_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

export interface FaultDatabase {
  url: string;
  /** Opened on first use, after the server has migrated the database. */
  open(): Promise<Database>;
  drop(): Promise<void>;
}

/** A fresh database with a random name on the shared PostgreSQL server (TEST_PG_URL), dropped at the end. */
export async function createFaultDatabase(): Promise<FaultDatabase> {
  const name = `mall_faults_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: ADMIN_URL });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(ADMIN_URL);
  url.pathname = `/${name}`;
  let database: Database | null = null;
  return {
    url: url.toString(),
    open: async () => {
      database ??= await openPostgres(url.toString(), 2);
      return database;
    },
    drop: async () => {
      await database?.close();
      database = null;
      const client = new pg.Client({ connectionString: ADMIN_URL });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}
