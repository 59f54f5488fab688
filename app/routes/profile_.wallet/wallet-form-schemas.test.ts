import { parseWithZod } from '@conform-to/zod';
import type { TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import { demoGiftCards } from '../../../backend/src/seed/customers/gift-cards.js';
import { createLinkGiftCardSchema } from './wallet-form-schemas';

const t = ((key: string) => key) as unknown as TFunction;
const parse = (code: string) => {
  const formData = new FormData();
  formData.set('code', code);
  return parseWithZod(formData, { schema: createLinkGiftCardSchema(t) });
};

describe('the gift card code field', () => {
  it('takes what the API takes: any case, spaces or dashes, I, L and O as 1, 1 and 0', () => {
    for (const { code } of demoGiftCards) {
      for (const typed of [code, code.toLowerCase().replaceAll('-', ' '), code.replaceAll('-', '')])
        expect(parse(typed).status, typed).toBe('success');
    }
    expect(parse('oil0-1234-5678-9abc-defg').status).toBe('success');
  });

  it('says 1001 next to the field for anything else, and asks for a code when there is none', () => {
    for (const typed of ['ABC', 'UUUU-UUUU-UUUU-UUUU-UUUU', `${demoGiftCards[0].code}X`, 'x'.repeat(65)]) {
      const result = parse(typed).reply();
      expect(result.error?.code, typed).toEqual(['giftCard.error.1001']);
    }
    expect(parse('').reply().error?.code).toEqual(['wallet.codeRequired']);
  });
});
