import { hash, verify } from '@node-rs/argon2';

// Argon2id (the library's default algorithm) with its OWASP-recommended default cost.
export function hashPassword(password: string): Promise<string> {
  return hash(password);
}

// Unknown e-mails are verified against this hash too, so a login takes as long either way.
let dummyHash: Promise<string> | undefined;

export async function verifyPassword(storedHash: string | undefined, password: string): Promise<boolean> {
  dummyHash ??= hash('an unused password for unknown accounts');
  const matches = await verify(storedHash ?? (await dummyHash), password).catch(() => false);
  return storedHash !== undefined && matches;
}
