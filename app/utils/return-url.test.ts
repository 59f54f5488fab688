import { describe, expect, it } from 'vitest';
import { safeReturnUrl } from './return-url';

describe('returnUrl', () => {
  it('keeps a path of the shop with its query and fragment', () => {
    expect(safeReturnUrl('/profil/adressen?x=1')).toBe('/profil/adressen?x=1');
    expect(safeReturnUrl('/kategorie/obst?sort=price#liste')).toBe('/kategorie/obst?sort=price#liste');
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
    undefined,
  ])('refuses %j, which could lead off the shop', (value) => {
    expect(safeReturnUrl(value)).toBeUndefined();
  });

  // Browsers drop tabs and line breaks from a URL, so `/<tab>/evil.example` is `//evil.example`.
  it.each(['/\t/evil.example', '/\n/evil.example', '/\r\n/evil.example', '/warenkorb\u0000'])(
    'refuses %j, a path with a control character',
    (value) => {
      expect(safeReturnUrl(value)).toBeUndefined();
    },
  );
});
