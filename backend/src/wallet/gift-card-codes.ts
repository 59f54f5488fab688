import { createHash, randomInt } from 'node:crypto';

// Decision 0074: 20 characters of Crockford's base32 (100 bits), shown in groups of four. Spaces,
// dashes and case do not matter; I, L and O are read as 1, 1 and 0 as Crockford has it.
const alphabet = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
export const giftCardCodeLength = 20;

export function normalizeGiftCardCode(input: string): string | null {
  const compact = input.toUpperCase().replace(/[\s-]/g, '').replace(/[IL]/g, '1').replace(/O/g, '0');
  if (compact.length !== giftCardCodeLength) return null;
  for (const character of compact) if (!alphabet.includes(character)) return null;
  return compact;
}

export const hashGiftCardCode = (normalized: string) => createHash('sha256').update(normalized).digest('hex');

export const formatGiftCardCode = (normalized: string) => normalized.match(/.{4}/g)!.join('-');

/** A new code from the system's random source. */
export function newGiftCardCode(): string {
  let code = '';
  for (let index = 0; index < giftCardCodeLength; index += 1) code += alphabet[randomInt(alphabet.length)];
  return formatGiftCardCode(code);
}

/** GIFT_CARDS_PER_CUSTOMER unless set. */
export const defaultMaxGiftCards = 5;
