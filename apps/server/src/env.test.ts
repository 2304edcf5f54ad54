import { describe, expect, it } from 'vitest';
import { EnvError, loadConfig } from './env';

describe('loadConfig', () => {
  it('has the documented defaults', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 8080,
      host: '0.0.0.0',
      dataDir: './data',
      databaseUrl: undefined,
      admin: undefined,
      sellerUrl: undefined,
      logLevel: 'info',
      bodyLimit: 1024 * 1024,
      uploadMaxBytes: 5 * 1024 * 1024,
      rateLimitPerMinute: 3000,
      login: { maxFailuresPerAccount: 5, maxFailuresPerIp: 20, windowMinutes: 15 },
      sessionIdleDays: 30,
      trustProxy: false,
    });
  });

  it('reads every variable', () => {
    const config = loadConfig({
      PORT: '3000',
      HOST: '127.0.0.1',
      DATA_DIR: '/tmp/x',
      DATABASE_URL: 'postgres://u:p@db:5432/mall',
      ADMIN_EMAIL: 'Boss@Example.com',
      ADMIN_PASSWORD: 'long-enough',
      SELLER_URL: 'https://seller.example.com',
      LOG_LEVEL: 'warn',
      TRUST_PROXY: 'true',
    });
    expect(config).toMatchObject({
      port: 3000,
      host: '127.0.0.1',
      databaseUrl: 'postgres://u:p@db:5432/mall',
      admin: { email: 'boss@example.com', password: 'long-enough' },
      sellerUrl: 'https://seller.example.com',
      logLevel: 'warn',
      trustProxy: true,
    });
  });

  it('treats empty values as unset', () => {
    expect(
      loadConfig({ DATABASE_URL: '', ADMIN_EMAIL: '', ADMIN_PASSWORD: '', SELLER_URL: ' ' }),
    ).toMatchObject({
      databaseUrl: undefined,
      admin: undefined,
      sellerUrl: undefined,
    });
  });

  it('keeps the demo on the embedded database only, unless DEMO_DATA says otherwise (contract 6.2)', () => {
    expect(loadConfig({}).demoData).toBe(true);
    expect(loadConfig({ DATABASE_URL: 'postgres://u@db:5432/mall' }).demoData).toBe(false);
    expect(loadConfig({ DATABASE_URL: 'postgres://u@db:5432/mall', DEMO_DATA: '1' }).demoData).toBe(
      true,
    );
    expect(loadConfig({ DEMO_DATA: '0' }).demoData).toBe(false);
    expect(() => loadConfig({ DEMO_DATA: 'yes' })).toThrow(/DEMO_DATA/);
  });

  it('lists every invalid value', () => {
    try {
      loadConfig({
        PORT: 'x',
        DATABASE_URL: 'mysql://h/db',
        ADMIN_EMAIL: 'a@b.co',
        LOG_LEVEL: 'loud',
      });
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(EnvError);
      const message = (error as EnvError).message;
      for (const name of ['PORT', 'DATABASE_URL', 'LOG_LEVEL', 'ADMIN_PASSWORD'])
        expect(message).toContain(name);
    }
    expect(() => loadConfig({ ADMIN_EMAIL: 'a@b.co', ADMIN_PASSWORD: 'short' })).toThrow(
      /ADMIN_PASSWORD/,
    );
  });
});
