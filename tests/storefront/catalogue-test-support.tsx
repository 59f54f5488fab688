// Test support for the catalogue components: factory data of the catalogue contract and a
// server render inside a data router whose root route holds the root loader's shop data, so
// useFormatMoney and useShopLinks see what a page would.
import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom/server';
import type { ProductDetail, ProductSummary } from '../../backend/src/schemas/catalogue.js';
import { de } from '../../backend/src/seed/messages/de.js';
import { en } from '../../backend/src/seed/messages/en.js';
import { getI18nInstance } from '~/i18n';
import { TranslationProvider } from '~/utils/use-translation';
import type { TenantPaths } from '~/tenant';

export const germanPaths: TenantPaths = {
  'product-slug': '/produkte/:slug/:sku?',
  'products-slug': '/kategorie/:slug?',
  brands: '/marken',
  'brand-slug': '/marken/:slug',
};

type RenderOptions = {
  language?: 'de' | 'en';
  locale?: string;
  shopForward?: { enabled: boolean; baseUrl: string };
  location?: string;
  /** More of the root loader's data (e.g. the customer). */
  root?: Record<string, unknown>;
  paths?: TenantPaths;
};

export async function renderInShop(ui: ReactNode, options: RenderOptions = {}): Promise<string> {
  const language = options.language ?? 'de';
  const rootData = {
    paths: options.paths ?? germanPaths,
    shop: {
      locale: options.locale ?? 'de-AT',
      currency: 'EUR',
      shopForward: options.shopForward ?? { enabled: false, baseUrl: '' },
    },
    ...options.root,
  };
  const handler = createStaticHandler([
    { id: 'root', path: '/', loader: () => rootData, element: ui, children: [{ path: '*', element: <></> }] },
  ]);
  const context = await handler.query(new Request(`http://localhost${options.location ?? '/'}`));
  if (context instanceof Response) throw new Error('unexpected redirect');
  const router = createStaticRouter(handler.dataRoutes, context);
  return renderToStaticMarkup(
    <TranslationProvider value={{ t: getI18nInstance(language, language === 'de' ? de : en).t }}>
      <StaticRouterProvider router={router} context={context} hydrate={false} />
    </TranslationProvider>,
  );
}

/** Visible and hidden text of rendered markup, whitespace collapsed: what a screen reader reads. */
export function textOf(html: string): string {
  return html
    .replace(/<\/?(p|li|div|h[1-6]|td|th|dt|dd|caption|tr)\b[^>]*>/g, ' ')
    .replace(/<[^>]+>/g, '')
    .replace(/&nbsp;|\u00a0|\u202f/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")
    .replace(/\s+/g, ' ')
    .trim();
}

export function productSummary(overrides: Partial<ProductSummary> = {}): ProductSummary {
  return {
    sku: '100001',
    slug: 'vollmilch-3-5',
    name: 'Vollmilch 3,5 %',
    brand: { slug: 'alpenhof', name: 'Alpenhof' },
    category: { slug: 'frischmilch', name: 'Frischmilch' },
    parentCategories: [
      { slug: 'milch-kaese', name: 'Milch & Käse' },
      { slug: 'milch', name: 'Milch' },
    ],
    price: { regular: 129, loyalty: null, depositPrice: null },
    unitPrice: { amount: 129, unit: 'l' },
    contentAmount: { value: 1, unit: 'l' },
    bundleInfo: null,
    bundleSize: 1,
    weightArticle: false,
    weightPieceArticle: false,
    averageWeightGrams: null,
    quantityStepSize: 1,
    maxQuantity: 20,
    availability: 'available',
    orderability: 'CanBeOrdered',
    ageRestriction: null,
    badges: [],
    image: { src: '/images/products/100001.svg', alt: 'Vollmilch 3,5 %, Packung', width: 400, height: 400 },
    ...overrides,
  };
}

export function productDetail(overrides: Partial<ProductDetail> = {}): ProductDetail {
  const summary = productSummary(overrides);
  return {
    ...summary,
    availableAgainAt: null,
    description: 'Frische Vollmilch aus der Region.',
    origin: 'Österreich',
    ingredients: 'Vollmilch',
    allergens: ['Milch'],
    nutrition: {
      energyKj: 268,
      energyKcal: 64,
      fat: 3.5,
      saturatedFat: 2.3,
      carbohydrates: 4.8,
      sugars: 4.8,
      protein: 3.3,
      salt: 0.13,
    },
    storageHint: 'Gekühlt bei max. 8 °C lagern.',
    images: [summary.image],
    listedAt: '2024-03-01',
    ...overrides,
  };
}
