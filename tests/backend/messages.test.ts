import { describe, expect, it } from 'vitest';
import type { MessageTree } from '../../backend/src/schemas/tenant';
import { de } from '../../backend/src/seed/messages/de';
import { en } from '../../backend/src/seed/messages/en';

function keysOf(tree: MessageTree, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string' ? [`${prefix}${key}`] : keysOf(value, `${prefix}${key}.`),
  );
}

function textAt(tree: MessageTree, path: string): unknown {
  return path.split('.').reduce<unknown>((node, key) => (node as MessageTree | undefined)?.[key], tree);
}

const cartValidationCodes = [
  '004',
  '005',
  '006',
  '007',
  '008',
  '022',
  '023',
  '029',
  '031',
  '130',
  '131',
  '132',
];
const moreCartCodes = ['140', '141', '223', '227', '228', '229', '260', '261', '264'];
const giftCardCodes = ['1000', '1001', '1002', '1003', '1004', '1005', '1010', '1014'];

describe('message bundle', () => {
  it('has the same keys in German and English, none of them empty', () => {
    expect(keysOf(de).sort()).toEqual(keysOf(en).sort());
    for (const key of keysOf(de)) {
      expect(textAt(de, key), key).not.toBe('');
      expect(textAt(en, key), key).not.toBe('');
    }
  });

  it('carries the default rule messages of §5 with the {0} placeholder', () => {
    expect(en.validation).toMatchObject({
      required: 'This field is required',
      email: 'Please enter a valid email',
      maxLength: 'You must enter a maximum of {0} characters',
      minLength: 'You must enter a minimum of {0} characters',
    });
    expect(de.validation.maxLength).toContain('{0}');
  });

  it('has a text for every code of the §8 error catalogue', () => {
    for (const code of [...cartValidationCodes, ...moreCartCodes]) {
      expect(textAt(de, `cart.validation.${code}`), code).toEqual(expect.any(String));
    }
    for (const code of giftCardCodes) {
      expect(textAt(de, `giftCard.error.${code}`), code).toEqual(expect.any(String));
    }
    for (const code of ['NOT_A_NUMBER', 'TOO_SHORT', 'TOO_LONG', 'INVALID_COUNTRY']) {
      expect(textAt(de, `phone.error.${code}`), code).toEqual(expect.any(String));
    }
    expect(en.error.backendUnavailable).toBe('Backend or internet is not available');
    expect(keysOf(en)).toEqual(
      expect.arrayContaining([
        'account.logout.successful',
        'account.logout.error',
        'session.expiredHeadline',
        'internet.offline',
      ]),
    );
  });
});
