import type { AppLoadContext } from '@remix-run/node';
import { LRUCache } from 'lru-cache';
import { promiseHash } from 'remix-utils/promise';
import type { CategoryTree, RecipeSummary } from '../../../backend/src/schemas/catalogue.js';
import { logEvent, describeError } from '~/utils/logger.server';
import { createShopLinks } from '~/utils/shop-links';
import { servesRoute, type TenantPaths } from '~/tenant';

// Issue 4: what the site maps list besides content pages.

const PAGE_SIZE = 96;
const RECIPE_PAGES_MAX = 20;

const hasRoute = (context: AppLoadContext, name: string) => servesRoute(context.tenant.paths, name);

/** Which catalogue sections this tenant serves itself (features on, not forwarded to a main shop, §1). */
function sectionsOf(context: AppLoadContext) {
  const forwarded = context.tenant.config.clientRuntimeConfig.shopForward?.enabled ?? false;
  return {
    categories: !forwarded && hasRoute(context, 'products-slug'),
    products: !forwarded && hasRoute(context, 'product-slug') && hasRoute(context, 'products-slug'),
    brands: hasRoute(context, 'brand-slug'),
    recipes: hasRoute(context, 'recipe-slug'),
  };
}

/** Every recipe, a page of 96 at a time (the API's largest page). */
async function allRecipes(context: AppLoadContext): Promise<RecipeSummary[]> {
  const recipes: RecipeSummary[] = [];
  for (let page = 0; page < RECIPE_PAGES_MAX; page += 1) {
    const list = await context.search.listRecipes({ offset: page * PAGE_SIZE, pageSize: PAGE_SIZE });
    recipes.push(...list.recipes);
    if (list.count === 0 || recipes.length >= list.total) break;
  }
  return recipes;
}

export async function loadCatalogueIndex(context: AppLoadContext) {
  const sections = sectionsOf(context);
  const optional = <T>(enabled: boolean, what: string, load: () => Promise<T>) =>
    enabled
      ? load().catch((error: unknown) => {
          logEvent('warn', `site map without ${what}`, {
            requestId: context.requestId,
            ...describeError(error),
          });
          return null;
        })
      : Promise.resolve(null);
  return promiseHash({
    tree: optional(sections.categories, 'categories', () => context.catalogue.getCategoryTree()),
    brands: optional(sections.brands, 'brands', async () => {
      const { brands: all } = await context.catalogue.listBrands();
      const collator = new Intl.Collator(context.tenant.config.clientRuntimeConfig.locale);
      return all.filter((brand) => brand.productCount > 0).sort((a, b) => collator.compare(a.name, b.name));
    }),
    recipes: optional(sections.recipes, 'recipes', () => allRecipes(context)),
  });
}

function allCategorySlugs(tree: CategoryTree): string[] {
  return tree.categories.flatMap((top) => [
    top.slug,
    ...top.children.flatMap((middle) => [middle.slug, ...middle.children.map((leaf) => leaf.slug)]),
  ]);
}

async function allProductPaths(context: AppLoadContext): Promise<string[]> {
  const links = createShopLinks(context.tenant.paths);
  const { products } = await context.catalogue.listProductLinks();
  return products.map((product) => links.product(product.slug, product.sku));
}

// Home is a content page; the others are steps of something else, not pages of their own.
const NOT_LISTED = new Set([
  'index',
  'catch-all',
  'sitemap',
  'service-selection',
  'payment-processing',
  'checkout-confirmation',
  'checkout-confirmation-test',
]);

const isProfilePage = (name: string) => name === 'profile' || name.startsWith('profile-');

/** The tenant's feature pages a site map lists: those that take no parameters (§2). */
export function listedShopRoutes(paths: TenantPaths): { name: string; path: string }[] {
  return Object.entries(paths)
    .map(([name, path]) => ({ name, path }))
    .filter((route) => !NOT_LISTED.has(route.name) && !isProfilePage(route.name) && !/[:*]/.test(route.path));
}

async function sitemapPaths(context: AppLoadContext): Promise<string[]> {
  const sections = sectionsOf(context);
  const links = createShopLinks(context.tenant.paths);
  const { homePageSlug, notFoundPageSlug } = context.tenant.config.clientRuntimeConfig.cms;
  const [{ pages }, index] = await Promise.all([context.content.listPages(), loadCatalogueIndex(context)]);
  const productPaths = sections.products ? await allProductPaths(context) : ([] as string[]);
  const paths = [
    '/',
    ...pages
      .filter((page) => page.slug !== homePageSlug && page.slug !== notFoundPageSlug && !page.noIndex)
      .map((page) => `/${page.slug}`),
    ...listedShopRoutes(context.tenant.paths).map((route) => route.path),
    ...(sections.categories ? [links.category()] : []),
    ...(index.tree ? allCategorySlugs(index.tree).map((slug) => links.category(slug)) : []),
    ...productPaths,
    ...(index.brands ?? []).map((brand) => links.brand(brand.slug)),
    ...(index.recipes ?? []).map((recipe) => links.recipe(recipe.slug)),
  ];
  return [...new Set(paths)];
}

function escapeXml(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
}

export function toUrlset(origin: string, paths: readonly string[]): string {
  const urls = paths.map((path) => `  <url><loc>${escapeXml(new URL(path, origin).href)}</loc></url>`);
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}

// Asking for every product takes a moment; search engines may wait ten minutes for news.
const SITEMAP_TTL_MS = 10 * 60_000;
const sitemaps = new LRUCache<string, Promise<string>>({ max: 100, ttl: SITEMAP_TTL_MS });

export function sitemapXml(context: AppLoadContext, origin: string): Promise<string> {
  const key = `${context.tenant.id}:${origin}`;
  const hit = sitemaps.get(key);
  if (hit) return hit;
  const making = sitemapPaths(context).then((paths) => toUrlset(origin, paths));
  sitemaps.set(key, making);
  making.catch(() => sitemaps.delete(key));
  return making;
}
