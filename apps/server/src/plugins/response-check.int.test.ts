import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createTestApp, type TestApp } from '../test/test-app';
import { ok, responses } from './envelope';

/** The test app checks every answer against its route's response schema. */
describe('answers checked against their schemas in tests', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      routes: (app) => {
        const schema = { response: responses(z.object({ id: z.number().int() })) };
        app.get('/api/test/described', { schema }, () => ok({ id: 1 }));
        app.get('/api/test/wrong-type', { schema }, () => ok({ id: '1' }));
        app.get('/api/test/undescribed-field', { schema }, () => ok({ id: 1, secret: 'x' }));
        app.get('/api/test/error', { schema }, () => ({
          code: 2000021,
          message: 'Not found',
          data: null,
        }));
      },
    });
  });
  afterAll(async () => {
    // The mismatches are listed at close, so a file whose test ignored the 500 still fails.
    await expect(t.close()).rejects.toThrow(
      /GET \/api\/test\/wrong-type \(HTTP 200\)[^]*data\.id: Invalid input: expected number, received string[^]*GET \/api\/test\/undescribed-field \(HTTP 200\)[^]*data\.secret: not in the schema/,
    );
  });

  it('sends an answer that matches, success or error envelope', async () => {
    const described = await t.app.inject({ url: '/api/test/described' });
    expect(described.statusCode).toBe(200);
    expect(described.json()).toEqual({ code: 200, message: 'success', data: { id: 1 } });
    expect((await t.app.inject({ url: '/api/test/error' })).json()).toMatchObject({
      code: 2000021,
    });
  });

  it('fails an answer with a wrong type or an undescribed field as a server fault', async () => {
    for (const url of ['/api/test/wrong-type', '/api/test/undescribed-field']) {
      const response = await t.app.inject({ url });
      expect(response.statusCode, url).toBe(500);
      expect(response.body).not.toContain('secret');
    }
  });
});
