import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../backend/src/config.js';

describe('the API environment', () => {
  it('has defaults for a fresh clone', () => {
    expect(loadConfig({})).toMatchObject({
      NODE_ENV: 'development',
      API_PORT: 4000,
      API_HOST: 'localhost',
      PGLITE_DATA_DIR: '.data/pglite',
      TENANT: 'de',
      LOG_LEVEL: 'info',
    });
    expect(loadConfig({}).DATABASE_URL).toBeUndefined();
  });

  it('checks pending payments every minute, except in tests unless asked to (decision 0036)', () => {
    expect(loadConfig({}).PAYMENT_STATUS_CHECK_SECONDS).toBe(60);
    expect(loadConfig({ NODE_ENV: 'production' }).PAYMENT_STATUS_CHECK_SECONDS).toBe(60);
    expect(loadConfig({ NODE_ENV: 'test' }).PAYMENT_STATUS_CHECK_SECONDS).toBe(0);
    expect(
      loadConfig({ NODE_ENV: 'test', PAYMENT_STATUS_CHECK_SECONDS: '5' }).PAYMENT_STATUS_CHECK_SECONDS,
    ).toBe(5);
    expect(loadConfig({ PAYMENT_STATUS_CHECK_SECONDS: '0' }).PAYMENT_STATUS_CHECK_SECONDS).toBe(0);
    expect(() => loadConfig({ PAYMENT_STATUS_CHECK_SECONDS: '-1' })).toThrow(/PAYMENT_STATUS_CHECK_SECONDS/);
  });

  it('fails loudly, naming every bad variable', () => {
    expect(() => loadConfig({ API_PORT: 'eighty', DATABASE_URL: 'mysql://x', LOG_LEVEL: 'chatty' })).toThrow(
      /API_PORT[\s\S]*DATABASE_URL[\s\S]*LOG_LEVEL/,
    );
  });

  it('treats empty variables as unset', () => {
    const config = loadConfig({ DATABASE_URL: '', API_PORT: '' });
    expect(config.DATABASE_URL).toBeUndefined();
    expect(config.API_PORT).toBe(4000);
  });

  it('refuses a short XSRF secret', () => {
    expect(() => loadConfig({ XSRF_SECRET: 'short' })).toThrow(/XSRF_SECRET/);
  });

  it('draws a random XSRF secret per process in production when none is set', () => {
    const first = loadConfig({ NODE_ENV: 'production' });
    const second = loadConfig({ NODE_ENV: 'production' });
    expect(first.xsrfSecretGenerated).toBe(true);
    expect(first.XSRF_SECRET).not.toBe(second.XSRF_SECRET);
    expect(first.XSRF_SECRET.length).toBeGreaterThanOrEqual(32);
  });

  it('uses a given XSRF secret as it is', () => {
    const secret = 'a-shared-secret-of-at-least-32-characters';
    expect(loadConfig({ NODE_ENV: 'production', XSRF_SECRET: secret })).toMatchObject({
      XSRF_SECRET: secret,
      xsrfSecretGenerated: false,
    });
  });
});
