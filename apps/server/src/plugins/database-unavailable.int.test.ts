import { describe, expect, it } from 'vitest';
import { useTestApp } from '../test/use-test-app';

/** What the driver throws when the database is down, wrapped as Drizzle wraps it. */
const refused = () =>
  Object.assign(new Error('Failed query: select 1\nparams: '), {
    cause: Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), {
      code: 'ECONNREFUSED',
    }),
  });

/** A request that fails because the database cannot be reached: 503 with Retry-After, no internals (decision 0013). */
describe('database unavailable', () => {
  const t = useTestApp({
    reset: 'none',
    routes: (app) => {
      app.get('/api/test/database-down', async () => {
        throw refused();
      });
      app.get('/api/test/broken', async () => {
        throw new Error('boom');
      });
    },
  });

  it('answers 503 Service unavailable with Retry-After', async () => {
    const response = await t.app.inject({ url: '/api/test/database-down' });
    expect(response.statusCode).toBe(503);
    expect(response.headers['retry-after']).toBe('5');
    expect(response.json()).toEqual({ code: 503, message: 'Service unavailable', data: null });
    expect(response.body).not.toContain('ECONNREFUSED');
  });

  it('keeps 500 for any other fault', async () => {
    const response = await t.app.inject({ url: '/api/test/broken' });
    expect(response.statusCode).toBe(500);
    expect(response.headers['retry-after']).toBeUndefined();
  });
});
