import { describe, expect, it } from 'vitest';
import { tenantPath } from '~/tenant';
import { createShopLinks } from './shop-links';

const germanPaths = {
  'product-slug': '/produkte/:slug/:sku?',
  'products-slug': '/kategorie/:slug?',
  'search-term': '/suche/:term',
  brands: '/marken',
  'brand-slug': '/marken/:slug',
  recipes: '/rezepte',
  'recipe-slug': '/rezepte/:slug',
  pesticides: '/pestizide',
};

describe('createShopLinks', () => {
  it("builds the tenant's paths", () => {
    const links = createShopLinks(germanPaths);
    expect(links.product('bio-vollmilch', '56505156')).toBe('/produkte/bio-vollmilch/56505156');
    expect(links.product('bio-vollmilch')).toBe('/produkte/bio-vollmilch');
    expect(links.category('milch-kaese')).toBe('/kategorie/milch-kaese');
    expect(links.category()).toBe('/kategorie');
    expect(links.brand()).toBe('/marken');
    expect(links.brand('alpenhof')).toBe('/marken/alpenhof');
    expect(links.recipe('kaiserschmarrn')).toBe('/rezepte/kaiserschmarrn');
    expect(links.pesticides()).toBe('/pestizide');
  });

  it('encodes the search term, so no character breaks the path (§2: tab=products)', () => {
    const links = createShopLinks(germanPaths);
    expect(links.search(' Käse ')).toBe('/suche/K%C3%A4se?tab=products');
    expect(links.search('a/b?c#d%', 'recipes')).toBe('/suche/a%2Fb%3Fc%23d%25?tab=recipes');
  });

  it('leads product, search and category links to the main shop in shop-forward mode (§1)', () => {
    const links = createShopLinks(germanPaths, { enabled: true, baseUrl: 'https://shop.example.at/' });
    expect(links.product('bio-vollmilch', '56505156')).toBe('https://shop.example.at/produkte/bio-vollmilch');
    expect(links.search('Käse')).toBe('https://shop.example.at/suche/K%C3%A4se?tab=products');
    expect(links.category('milch-kaese')).toBe('https://shop.example.at/kategorie/milch-kaese');
    expect(links.brand('alpenhof')).toBe('/marken/alpenhof');
  });

  it('falls back to the plain-name path when the tenant has no such route', () => {
    const links = createShopLinks({});
    expect(links.recipe('kaiserschmarrn')).toBe('/recipes/kaiserschmarrn');
    expect(links.category()).toBe('/products');
  });

  it("takes only the tenant's own names, not what every object inherits", () => {
    expect(tenantPath(germanPaths, 'recipes')).toBe('/rezepte');
    expect(tenantPath(germanPaths, 'constructor')).toBeUndefined();
    expect(tenantPath(germanPaths, 'toString')).toBeUndefined();
  });
});
