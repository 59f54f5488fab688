import { describe, expect, it } from 'vitest';
import { safeRedirectTo } from './safe-redirect';

describe('safeRedirectTo', () => {
  it('keeps a path of this site with its query', () => {
    expect(safeRedirectTo('/kategorie/obst?sort=price', '/')).toBe('/kategorie/obst?sort=price');
  });

  it.each(['https://evil.example/', '//evil.example/x', '/\\evil.example', 'javascript:alert(1)', '', null])(
    'sends %s to the fallback',
    (value) => {
      expect(safeRedirectTo(value, '/warenkorb')).toBe('/warenkorb');
    },
  );
});
