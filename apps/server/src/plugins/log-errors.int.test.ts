import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../test/use-test-app';
import { describeError, serializeError } from './log-errors';

const SECRET = 'hunter2-$argon2id$secret-hash';

/** A failed statement is logged with its query text and cause, never with its parameters. */
describe('error logs', () => {
  const lines: string[] = [];
  const t = useTestApp({
    reset: 'none',
    env: { LOG_LEVEL: 'info' },
    logStream: { write: (line: string) => void lines.push(line) },
    routes: (app) => {
      app.get('/api/test/failing-query', async () => {
        await app.database.db.execute(
          sql`select ${SECRET}::text as value from table_that_does_not_exist`,
        );
        return {};
      });
    },
  });

  it('an unexpected database error is logged without the values it carried', async () => {
    const response = await t.app.inject({ url: '/api/test/failing-query' });
    expect(response.statusCode).toBe(500);
    expect(response.body).not.toContain(SECRET);
    const logged = lines.filter((line) => line.includes('unexpected error'));
    expect(logged).toHaveLength(1);
    const [line = ''] = logged;
    expect(line).not.toContain(SECRET);
    expect(line).not.toContain('hunter2');
    const entry = JSON.parse(line) as {
      err: { message: string; query: string; cause: { code: string; message: string } };
    };
    expect(entry.err.message).toContain('table_that_does_not_exist');
    expect(entry.err.query).toContain('from table_that_does_not_exist');
    expect(entry.err.cause).toMatchObject({ code: '42P01' });
    expect(entry.err.cause.message).toContain('does not exist');
  });

  it('the serializer drops params, detail and driver fields from any error', () => {
    const cause = Object.assign(
      new Error('duplicate key value violates unique constraint "users_email_key"'),
      {
        code: '23505',
        constraint: 'users_email_key',
        detail: `Key (email)=(${SECRET}) already exists.`,
        params: [SECRET],
        query: 'insert into users (email) values ($1)',
      },
    );
    const error = Object.assign(
      new Error(`Failed query: insert into users (email) values ($1)\nparams: ${SECRET}`),
      {
        query: 'insert into users (email) values ($1)',
        params: [SECRET],
        cause,
      },
    );
    const serialized = JSON.stringify(serializeError(error));
    expect(serialized).not.toContain(SECRET);
    expect(serialized).toContain('users_email_key');
    expect(serialized).toContain('23505');
    expect(describeError(error)).toBe(
      'Failed query: insert into users (email) values ($1): duplicate key value violates unique constraint "users_email_key"',
    );
    expect(serializeError('plain')).toMatchObject({ message: 'plain' });
  });
});
