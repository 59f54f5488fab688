import { describe, expect, it } from 'vitest';
import '../../tests/storefront/console-guard';
import { findDataRedirect, findRedirect } from './redirects';

const redirects = {
  oneToOne: { '/alte-seite': '/neue-seite', '/aktion/': '/angebote?quelle=alt' },
  manyToOne: [{ from: ['/hilfe', '/faq'], to: '/kundenservice' }],
  manyToMany: [
    { fromPrefix: '/shop', toPrefix: '/kategorie' },
    { fromPrefix: '/shop/bio', toPrefix: '/bio' },
  ],
};

describe('findRedirect', () => {
  it('maps one old path to its new path and keeps the query string', () => {
    expect(findRedirect(redirects, '/alte-seite', '?utm=x')).toBe('/neue-seite?utm=x');
  });

  it('matches with or without a trailing slash and merges queries', () => {
    expect(findRedirect(redirects, '/aktion', '?a=1')).toBe('/angebote?quelle=alt&a=1');
  });

  it('maps several old paths to one', () => {
    expect(findRedirect(redirects, '/faq')).toBe('/kundenservice');
    expect(findRedirect(redirects, '/hilfe/')).toBe('/kundenservice');
  });

  it('swaps a prefix and keeps the rest of the path, the longest prefix first', () => {
    expect(findRedirect(redirects, '/shop/obst/aepfel', '?s=2')).toBe('/kategorie/obst/aepfel?s=2');
    expect(findRedirect(redirects, '/shop/bio/milch')).toBe('/bio/milch');
    expect(findRedirect(redirects, '/shop')).toBe('/kategorie');
  });

  it('never sends a prefix rule to another site', () => {
    const toRoot = { oneToOne: {}, manyToOne: [], manyToMany: [{ fromPrefix: '/alt', toPrefix: '/' }] };
    expect(findRedirect(toRoot, '/alt//evil.example/x')).toBe('/evil.example/x');
    expect(findRedirect(toRoot, '/alt/\\evil.example')).toBe('/evil.example');
    expect(findRedirect(toRoot, '/alt/seite')).toBe('/seite');
  });

  it('does not match a prefix in the middle of a segment', () => {
    expect(findRedirect(redirects, '/shopping')).toBeNull();
  });

  it('answers null for paths without a redirect', () => {
    expect(findRedirect(redirects, '/neue-seite')).toBeNull();
  });
});

describe('findDataRedirect', () => {
  const data = (path: string) => new URL(path, 'http://shop.test');

  it('redirects the data request of an old page to the new page, keeping the page’s own query', () => {
    expect(findDataRedirect(redirects, data('/alte-seite.data?_routes=routes%2F%24'))).toBe('/neue-seite');
    expect(findDataRedirect(redirects, data('/shop/obst.data?seite=2&_routes=routes%2F%24'))).toBe(
      '/kategorie/obst?seite=2',
    );
  });

  it('leaves pages without a redirect, and home, to their loaders', () => {
    expect(findDataRedirect(redirects, data('/kategorie/obst.data?_routes=x'))).toBeNull();
    expect(findDataRedirect(redirects, data('/_root.data'))).toBeNull();
  });
});
