import { describe, expect, it } from 'vitest';
import { listedShopRoutes, toUrlset } from './site-index.server';

describe('the XML sitemap', () => {
  it('is a sitemaps.org urlset of absolute, escaped URLs', () => {
    const xml = toUrlset('https://shop.example', ['/', '/kategorie/milch-kaese', "/suche/a&b'<c>"]);
    expect(xml).toBe(
      [
        '<?xml version="1.0" encoding="UTF-8"?>',
        '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
        '  <url><loc>https://shop.example/</loc></url>',
        '  <url><loc>https://shop.example/kategorie/milch-kaese</loc></url>',
        '  <url><loc>https://shop.example/suche/a&amp;b&apos;%3Cc%3E</loc></url>',
        '</urlset>',
        '',
      ].join('\n'),
    );
  });

  it('lists pages without parameters, but none of the profile behind the login', () => {
    const paths = {
      cart: '/warenkorb',
      profile: '/profil',
      'profile-password': '/profil/passwort',
      'profile-sub': '/profil/:section/:sub',
      'brand-slug': '/marken/:slug',
    };
    expect(listedShopRoutes(paths)).toEqual([{ name: 'cart', path: '/warenkorb' }]);
  });
});
