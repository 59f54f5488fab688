import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { parseEnv } from '../../app/env.server.js';
import { loadConfig } from '../../backend/src/config.js';
import { localSecret } from '../../lib/local-secret.js';

const directories: string[] = [];
function freshDirectory() {
  const directory = mkdtempSync(path.join(tmpdir(), 'secrets-'));
  directories.push(directory);
  return path.join(directory, 'secrets');
}
afterEach(() => {
  for (const directory of directories.splice(0)) rmSync(directory, { recursive: true, force: true });
});

describe('secrets kept on this machine (npm start)', () => {
  it('draws a secret once and reads the same one at every later start, readable by the owner only', () => {
    const directory = freshDirectory();
    const first = localSecret(directory, 'xsrf-secret');
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(localSecret(directory, 'xsrf-secret')).toBe(first);
    expect(readFileSync(path.join(directory, 'xsrf-secret'), 'utf8')).toBe(first);
    expect(statSync(path.join(directory, 'xsrf-secret')).mode & 0o077).toBe(0);
    expect(localSecret(directory, 'session-secret')).not.toBe(first);
  });

  it('refuses a file with too short a secret', () => {
    const directory = freshDirectory();
    localSecret(directory, 'xsrf-secret');
    writeFileSync(path.join(directory, 'xsrf-secret'), 'short');
    expect(() => localSecret(directory, 'xsrf-secret')).toThrow(/at least 32/);
  });

  it('keeps the XSRF and session secrets across restarts of both services in production', () => {
    const SECRETS_DIR = freshDirectory();
    const api = loadConfig({ NODE_ENV: 'production', SECRETS_DIR });
    const storefront = parseEnv({ NODE_ENV: 'production', SECRETS_DIR });
    expect(api.xsrfSecretGenerated).toBe(false);
    expect(storefront.sessionSecretGenerated).toBe(false);
    expect(loadConfig({ NODE_ENV: 'production', SECRETS_DIR }).XSRF_SECRET).toBe(api.XSRF_SECRET);
    expect(parseEnv({ NODE_ENV: 'production', SECRETS_DIR }).SESSION_SECRET).toBe(storefront.SESSION_SECRET);
    // A secret the operator sets wins over the kept one.
    const given = 'x'.repeat(40);
    expect(loadConfig({ NODE_ENV: 'production', SECRETS_DIR, XSRF_SECRET: given }).XSRF_SECRET).toBe(given);
  });
});
