import { describe, expect, it } from 'vitest';
import { useTestApp, useWebRoot } from '../test/use-test-app';

/** Faults found before routing answer through the one error handler, with the transport body. */
describe('paths that cannot be routed', () => {
  const webRoot = useWebRoot({ 'index.html': '<!doctype html><div id="root"></div>' });
  const t = useTestApp({ reset: 'none', webRoot });

  it('broken percent-encoding is a 400 with the transport body, on /api and on app pages', async () => {
    for (const url of [
      '/api/customer/product/detail/%E0%A4%A',
      '/api/%zz',
      '/api/search/%E0%A4%A',
      '/pages/product/%zz',
      '/%E0%A4%A',
    ]) {
      for (const method of ['GET', 'POST'] as const) {
        const response = await t.app.inject({ method, url, headers: { accept: 'text/html' } });
        expect(response.statusCode, `${method} ${url}`).toBe(400);
        expect(response.headers['content-type']).toContain('application/json');
        expect(response.json()).toEqual({ code: 400, message: 'Bad request', data: null });
        expect(response.body).not.toContain('FST_ERR');
      }
    }
  });

  it('a path parameter over the router’s limit answers the same way', async () => {
    const response = await t.app.inject({ url: `/api/search/${'a'.repeat(300)}` });
    expect(response.statusCode).toBe(414);
    expect(response.json()).toEqual({ code: 414, message: 'URI too long', data: null });
  });
});
