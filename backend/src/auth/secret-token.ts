import { createHash, randomBytes } from 'node:crypto';

export function newSecretToken(): string {
  return randomBytes(32).toString('base64url');
}

// The tokens carry 256 random bits, so a fast hash suffices: the table alone gives nothing away.
export function hashSecretToken(token: string): string {
  return createHash('sha256').update(token).digest('base64url');
}
