import { describe, expect, it } from 'vitest';
import { parseEnv } from './env.server';

describe('storefront environment', () => {
  it('draws a per-process session secret in production when none is set, and says so', () => {
    const first = parseEnv({ NODE_ENV: 'production' });
    const second = parseEnv({ NODE_ENV: 'production' });
    expect(first.sessionSecretGenerated).toBe(true);
    expect(first.SESSION_SECRET.length).toBeGreaterThanOrEqual(32);
    expect(second.SESSION_SECRET).not.toBe(first.SESSION_SECRET);
  });

  it('uses the given session secret', () => {
    const env = parseEnv({ NODE_ENV: 'production', SESSION_SECRET: 'a-long-enough-secret-value' });
    expect(env).toMatchObject({
      SESSION_SECRET: 'a-long-enough-secret-value',
      sessionSecretGenerated: false,
    });
  });

  it('refuses a short session secret and a malformed API_URL with the variable named', () => {
    expect(() => parseEnv({ SESSION_SECRET: 'short' })).toThrow(/SESSION_SECRET/);
    expect(() => parseEnv({ API_URL: 'not a url' })).toThrow(/API_URL/);
  });

  it('defaults to port 3000 and the local API', () => {
    expect(parseEnv({})).toMatchObject({
      PORT: 3000,
      API_URL: 'http://localhost:4000',
      NODE_ENV: 'development',
    });
  });
});
