import type { TFunction } from 'i18next';
import { z } from 'zod';

// The same rules as the API's (decision 0074): 20 characters of Crockford's base32, spaces and
// dashes free; the API answers 1001 for anything else as well.
const codePattern = /^[0-9A-HJKMNP-TV-Z]{20}$/;
const compact = (code: string) =>
  code.toUpperCase().replace(/[\s-]/g, '').replace(/[IL]/g, '1').replace(/O/g, '0');

export function createLinkGiftCardSchema(t: TFunction) {
  return z.object({
    code: z
      .string({ required_error: t('wallet.codeRequired') })
      .trim()
      .refine((code) => code.length <= 64 && codePattern.test(compact(code)), t('giftCard.error.1001')),
  });
}

export const removeGiftCardSchema = z.object({ giftCardId: z.string().uuid() });
