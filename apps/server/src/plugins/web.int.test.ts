import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../app';
import { loadConfig } from '../env';
import { createLocalStorage } from '../storage/local-storage';
import { useTestApp, useWebRoot } from '../test/use-test-app';

const webRoot = useWebRoot({
  'index.html': '<!doctype html><div id="root"></div><script src="/assets/app-abc123.js"></script>',
  'assets/app-abc123.js': `console.log(${JSON.stringify('x'.repeat(4000))});`,
  'favicon.ico': 'icon',
});
const t = useTestApp({ reset: 'none', webRoot });

describe('the web app', () => {
  it('serves index.html at / without caching and hashed assets as immutable', async () => {
    const index = await t.app.inject({ url: '/' });
    expect(index.statusCode).toBe(200);
    expect(index.body).toContain('id="root"');
    expect(index.headers['cache-control']).toBe('no-cache');
    const csp = String(index.headers['content-security-policy']);
    for (const part of ["default-src 'self'", "script-src 'self'", "img-src 'self' data: blob:"])
      expect(csp).toContain(part);
    expect(csp).not.toContain('upgrade-insecure-requests');
    for (const part of [
      "frame-src 'none'",
      "object-src 'none'",
      "base-uri 'self'",
      "form-action 'self'",
    ])
      expect(csp).toContain(part);
    expect(csp).not.toMatch(/frame-src[^;]*https:/);
    const asset = await t.app.inject({
      url: '/assets/app-abc123.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(asset.headers['content-encoding']).toBe('gzip');
    expect((await t.app.inject({ url: '/favicon.ico' })).headers['cache-control']).toBe(
      'public, max-age=3600',
    );
  });

  it('answers a page request for an unknown path with the app, anything else with 404', async () => {
    const page = await t.app.inject({
      url: '/pages/users/login',
      headers: { accept: 'text/html' },
    });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('id="root"');
    expect(String(page.headers['content-security-policy'])).toContain("script-src 'self'");
    expect(page.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect((await t.app.inject({ url: '/missing.js' })).statusCode).toBe(404);
    expect(
      (await t.app.inject({ url: '/api/missing', headers: { accept: 'text/html' } })).statusCode,
    ).toBe(404);
    expect((await t.app.inject({ url: '/../../etc/passwd' })).statusCode).toBe(404);
  });
});

describe('an app without a built web app and with a low general rate limit', () => {
  let bare: App;
  beforeAll(async () => {
    bare = await buildApp({
      config: loadConfig({ LOG_LEVEL: 'silent', RATE_LIMIT_PER_MINUTE: '3' }),
      database: t.testDb.database,
      storage: createLocalStorage(join(t.mediaDir, 'bare')),
      webRoot: join(webRoot, 'missing'),
    });
  });
  afterAll(async () => bare?.close());

  it('says at / how to build it', async () => {
    const response = await bare.inject({ url: '/' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('npm run build');
  });

  it('answers HTTP 429 past RATE_LIMIT_PER_MINUTE requests to /api from one address', async () => {
    const call = (ip: string) =>
      bare.inject({ url: '/api/customer/index/get_languages', remoteAddress: ip });
    for (let i = 0; i < 3; i += 1) expect((await call('10.2.2.2')).statusCode).toBe(200);
    const limited = await call('10.2.2.2');
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({ code: 429, message: 'Too many requests', data: null });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect((await call('10.3.3.3')).statusCode).toBe(200);
    expect((await bare.inject({ url: '/', remoteAddress: '10.2.2.2' })).statusCode).toBe(200);
  });
});
