import type { PaymentContext } from 'onlinepayments-sdk-nodejs';

/** The provider keeps idempotence keys of at most 40 ASCII characters; a longer one is our bug. */
export const maxIdempotenceKeyLength = 40;

export function idempotence(key: string | undefined): PaymentContext | null {
  if (key === undefined) return null;
  if (key.length > maxIdempotenceKeyLength || !/^[\x21-\x7e]+$/.test(key))
    throw new Error(`Idempotence key ${JSON.stringify(key)} is not 1 to 40 printable ASCII characters`);
  return { idempotence: { key } };
}
