import { randomBytes } from 'node:crypto';
import { linkSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const MIN_LENGTH = 32;

const isCode = (error: unknown, code: string) =>
  error instanceof Error && (error as NodeJS.ErrnoException).code === code;

function readSecret(file: string): string | undefined {
  try {
    return readFileSync(file, 'utf8').trim();
  } catch (error) {
    if (isCode(error, 'ENOENT')) return undefined;
    throw error;
  }
}

/** A restart keeps sessions without a chosen secret; processes starting together agree (atomic file). */
export function localSecret(directory: string, name: string): string {
  const file = path.join(directory, name);
  let secret = readSecret(file);
  if (secret === undefined) {
    mkdirSync(directory, { recursive: true, mode: 0o700 });
    const draft = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
    writeFileSync(draft, randomBytes(32).toString('base64url'), { mode: 0o600 });
    try {
      linkSync(draft, file);
    } catch (error) {
      if (!isCode(error, 'EEXIST')) throw error;
    } finally {
      rmSync(draft, { force: true });
    }
    secret = readSecret(file) ?? '';
  }
  if (secret.length < MIN_LENGTH) throw new Error(`${file} must hold at least ${MIN_LENGTH} characters`);
  return secret;
}
