import { describe, expect, it } from 'vitest';
import { safeReturnUrl } from './return-url';

describe('returnUrl', () => {
  it('keeps a path of the shop with its query', () => {
    expect(safeReturnUrl('/profil/adressen?x=1')).toBe('/profil/adressen?x=1');
  });

  it.each([
    '//evil.example',
    '/\\evil.example',
    'https://evil.example/',
    'javascript:alert(1)',
    'profil',
    '/a\\b',
    '',
    null,
  ])('refuses %s, which could lead off the shop', (value) => {
    expect(safeReturnUrl(value)).toBeUndefined();
  });
});
