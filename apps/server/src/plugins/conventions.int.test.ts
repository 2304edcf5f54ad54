import { describe, expect, it } from 'vitest';
import { errorMessage } from '@mall/contract/errors';
import { LANGS } from '@mall/contract/locales';
import { registerUser } from '../test/fixtures';
import { envelope, post } from '../test/test-app';
import { useTestApp } from '../test/use-test-app';

const t = useTestApp({
  reset: 'each',
  routes: (app) => {
    app.get('/api/test/crash', async () => {
      throw new Error('connection string postgres://secret@db leaked');
    });
  },
});

const login = '/api/customer/login/account';

describe('bodies', () => {
  it('reads form bodies with structured values as JSON strings', async () => {
    const response = await post(t.app, '/citys', { country: 'CA' });
    expect(envelope<{ list: unknown[] }>(response).data.list).toHaveLength(13);
  });

  it('treats an empty JSON body or a body of another type as no parameters', async () => {
    for (const [type, payload] of [
      ['application/json', ''],
      ['application/json', '   '],
      ['text/plain', 'email=a@b.co'],
      ['application/xml', '<a/>'],
      ['multipart/form-data; boundary=x', '--x--'],
      ['application/octet-stream', Buffer.from([0, 1, 2])],
    ] as const) {
      const response = await t.app.inject({
        method: 'POST',
        url: login,
        headers: { 'content-type': type },
        payload,
      });
      expect(envelope(response), type).toMatchObject({ code: 1000009, data: { field: 'email' } });
    }
    const none = await t.app.inject({ method: 'POST', url: login });
    expect(envelope(none)).toMatchObject({ code: 1000009, data: { field: 'email' } });
  });

  it('answers 1000008 for malformed JSON and a prototype-poisoning body', async () => {
    for (const payload of [
      '{"email":',
      '{"__proto__":{"admin":true},"email":"a@b.co","password":"x"}',
      'nul',
    ]) {
      const response = await t.app.inject({
        method: 'POST',
        url: login,
        headers: { 'content-type': 'application/json' },
        payload,
      });
      expect(response.statusCode, payload).toBe(200);
      expect(response.json(), payload).toMatchObject({ code: 1000008, data: { field: 'body' } });
    }
  });

  it('answers HTTP 413 for a JSON or form body over 1 MB', async () => {
    const big = 'x'.repeat(1024 * 1024 + 10);
    for (const [type, payload] of [
      ['application/json', JSON.stringify({ email: big })],
      ['application/x-www-form-urlencoded', `email=${big}`],
      ['text/plain', big],
    ]) {
      const response = await t.app.inject({
        method: 'POST',
        url: login,
        headers: { 'content-type': type as string },
        payload,
      });
      expect(response.statusCode, type).toBe(413);
      expect(response.json()).toEqual({ code: 413, message: 'Request body too large', data: null });
    }
  });
});

describe('routes and errors', () => {
  it('answers HTTP 404 for an unknown /api route, whatever the method', async () => {
    for (const [method, url] of [
      ['GET', '/api/nope'],
      ['POST', '/api/customer/login/nope'],
      ['DELETE', '/api/customer/login/account'],
      ['GET', '/api/customer/login/account'],
      ['GET', '/api'],
    ] as const) {
      const response = await t.app.inject({ method, url });
      expect(response.statusCode, url).toBe(404);
      expect(response.json()).toEqual({ code: 404, message: 'Not found', data: null });
    }
  });

  it('answers an unexpected fault with a bare HTTP 500', async () => {
    const response = await t.app.inject({ url: '/api/test/crash' });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ code: 500, message: 'Internal server error', data: null });
    expect(response.body).not.toContain('secret');
  });

  it('gives the message in the request language, English for anything else', async () => {
    for (const lang of LANGS) {
      const body = envelope(await post(t.app, '/customer/login/account', {}, { lang }));
      expect(body.message).toBe(errorMessage(1000009, lang));
    }
    for (const lang of ['fr', 'ZH', '', 'zh,en']) {
      expect(envelope(await post(t.app, '/customer/login/account', {}, { lang })).message).toBe(
        errorMessage(1000009, 'en'),
      );
    }
  });

  it('sends security headers and compresses large text answers', async () => {
    const response = await t.app.inject({
      url: '/api/customer/index/get_languages',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['cross-origin-resource-policy']).toBe('cross-origin');
    // The page policy is for pages; the API docs page brings its own.
    expect(response.headers['content-security-policy']).toBeUndefined();
    const ui = await t.app.inject({ url: '/api/docs/' });
    expect(String(ui.headers['content-security-policy'])).toContain("default-src 'self'");
    const docs = await t.app.inject({
      url: '/api/docs/json',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(docs.headers['content-encoding']).toBe('gzip');
  });
});

describe('OpenAPI description', () => {
  it('describes every route at /api/docs and /api/docs/json', async () => {
    const ui = await t.app.inject({ url: '/api/docs/' });
    expect(ui.statusCode).toBe(200);
    expect(ui.headers['content-type']).toContain('text/html');
    const spec = (await t.app.inject({ url: '/api/docs/json' })).json<{
      paths: Record<string, Record<string, unknown>>;
    }>();
    const expected: [string, string][] = [
      ['post', '/api/customer/login/account'],
      ['post', '/api/customer/login/index'],
      ['post', '/api/customer/register/account'],
      ['get', '/api/customer/user/logout'],
      ['get', '/api/customer/info/get_userinfo'],
      ['get', '/api/customer/info/get_user_balance'],
      ['get', '/api/customer/index/get_currency'],
      ['get', '/api/customer/index/get_languages'],
      ['post', '/api/customer/index/get_wallets'],
      ['get', '/api/customer/index/store'],
      ['get', '/api/customer/index/systemnotify'],
      ['post', '/api/about_us-policy'],
      ['get', '/api/privacy-policy'],
      ['get', '/api/return_policy-policy'],
      ['get', '/api/support-policy'],
      ['get', '/api/terms-policy'],
      ['get', '/api/user-policy'],
      ['post', '/api/citys'],
      ['post', '/api/upload'],
    ];
    for (const [method, path] of expected)
      expect(spec.paths[path]?.[method], `${method} ${path}`).toBeTruthy();
    expect(JSON.stringify(spec.paths['/api/customer/register/account'])).toContain(
      'confirm_password',
    );
    expect(JSON.stringify(spec.paths['/api/customer/login/account'])).toContain(
      'application/x-www-form-urlencoded',
    );
  });
});

describe('malformed requests', () => {
  it('never crash the server or answer 500', async () => {
    const { 'access-token': token } = await registerUser(t.app);
    const routes: [string, string][] = [
      ['POST', '/api/customer/login/account'],
      ['POST', '/api/customer/login/index'],
      ['POST', '/api/customer/register/account'],
      ['GET', '/api/customer/user/logout'],
      ['GET', '/api/customer/info/get_userinfo'],
      ['GET', '/api/customer/info/get_user_balance'],
      ['GET', '/api/customer/index/get_currency'],
      ['POST', '/api/customer/index/get_wallets'],
      ['GET', '/api/customer/index/store'],
      ['GET', '/api/customer/index/systemnotify'],
      ['POST', '/api/citys'],
      ['POST', '/api/about_us-policy'],
      ['POST', '/api/upload'],
    ];
    const queries = [
      '',
      '?type[]=advert',
      '?type=advert&type=x',
      '?page=-1&pagesize=1e9',
      '?%E0%A4%A=1',
      '?a=%00',
      `?type=${'x'.repeat(5000)}`,
      '?__proto__[x]=1&constructor=1',
    ];
    const bodies: [string, string | Buffer][] = [
      ['application/json', '[]'],
      ['application/json', '"string"'],
      ['application/json', '123'],
      ['application/json', 'null'],
      ['application/json', '{"email":{"$gt":""},"password":["a","b"],"agree":{"x":1}}'],
      ['application/json', '{"email":"a@b.co","password":"' + 'p'.repeat(2000) + '"}'],
      ['application/json; charset=utf-16', '{}'],
      ['application/x-www-form-urlencoded', 'email[0]=a&email[1]=b&password=%ZZ&&&=&==='],
      ['application/x-www-form-urlencoded', 'country=US&country=CA&state[]=x'],
      ['application/x-www-form-urlencoded', '__proto__=x&constructor[prototype][admin]=1'],
      ['multipart/form-data; boundary=--', '----\r\n\r\n'],
      ['text/html', '<script>'],
      ['', 'raw'],
      ['image/png', Buffer.from([0x89, 0x50, 0x4e, 0x47])],
    ];
    const headerSets: Record<string, string>[] = [
      {},
      { 'access-token': token },
      { 'access-token': `${token}, ${token}` },
      { 'access-token': '\u00ff'.repeat(50) },
      { lang: 'x'.repeat(3000) },
      { 'content-length': '5' },
    ];
    for (const [method, url] of routes) {
      for (const query of queries) {
        for (const [type, payload] of method === 'GET' ? [['', ''] as [string, string]] : bodies) {
          for (const headers of headerSets) {
            const response = await t.app.inject({
              method: method as 'GET' | 'POST',
              url: `${url}${query}`,
              headers: { ...headers, ...(type ? { 'content-type': type } : {}) },
              ...(method === 'POST' ? { payload } : {}),
            });
            const label = `${method} ${url}${query.slice(0, 40)} ${type} ${JSON.stringify(headers).slice(0, 40)}`;
            expect(response.statusCode, label).toBeLessThan(500);
            if (response.statusCode === 200) {
              const body = response.json<{ code: number; message: string }>();
              expect(typeof body.code, label).toBe('number');
              expect(typeof body.message, label).toBe('string');
            }
          }
        }
      }
    }
  }, 120_000);
});
