import { describe, expect, it } from 'vitest';
import { pagePathOf } from './page-path';

describe('a route’s page path', () => {
  it('drops optional trailing parameters and keeps the rest', () => {
    expect(pagePathOf('/profil/:slug?')).toBe('/profil');
    expect(pagePathOf('/kategorie/:slug?')).toBe('/kategorie');
    expect(pagePathOf('/anmelden')).toBe('/anmelden');
    expect(pagePathOf('/:slug?')).toBe('/');
  });
});
