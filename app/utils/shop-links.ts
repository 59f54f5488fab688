import { generatePath } from '@remix-run/react';
import type { ClientRuntimeConfig } from '../../backend/src/schemas/tenant.js';
import { tenantPath, type TenantPaths } from '~/tenant';
import { useRootData } from './root-data';

type ShopForward = ClientRuntimeConfig['shopForward'];

/** Where product discovery links lead: this shop, or the main shop in shop-forward mode (§1). */
export type ShopLinks = {
  product(slug: string, sku?: string): string;
  category(slug?: string): string;
  search(term: string, tab?: string): string;
  brand(slug?: string): string;
  recipe(slug?: string): string;
  pesticides(): string;
};

function pathOf(paths: TenantPaths, name: string, params: Record<string, string | undefined>) {
  const path = tenantPath(paths, name);
  // A route of a disabled feature has no path: the fallback keeps the link visible but harmless.
  if (path === undefined) return undefined;
  // generatePath inserts values as they are: a term with '/', '?', '#' or '%' must be encoded.
  const encoded = Object.fromEntries(
    Object.entries(params).map(([key, value]) => [
      key,
      value === undefined ? undefined : encodeSegment(value),
    ]),
  );
  return generatePath(path, encoded);
}

function encodeSegment(value: string) {
  return encodeURIComponent(value.trim());
}

/** §1 shop-forward mode: product, search and category links go to the main shop. */
export function createShopLinks(paths: TenantPaths, shopForward?: ShopForward): ShopLinks {
  const forward = shopForward?.enabled ? shopForward.baseUrl.replace(/\/+$/, '') : undefined;
  const local = (name: string, params: Record<string, string | undefined>, fallback: string) =>
    pathOf(paths, name, params) ?? fallback;
  return {
    product: (slug, sku) =>
      forward
        ? `${forward}/produkte/${encodeSegment(slug)}`
        : local('product-slug', { slug, sku }, `/product/${encodeSegment(slug)}`),
    category: (slug) =>
      forward
        ? `${forward}/kategorie/${slug ? encodeSegment(slug) : ''}`.replace(/\/$/, '')
        : local('products-slug', { slug }, '/products'),
    search: (term, tab = 'products') =>
      forward
        ? `${forward}/suche/${encodeSegment(term)}?tab=products`
        : `${local('search-term', { term }, `/search/${encodeSegment(term)}`)}?tab=${encodeURIComponent(tab)}`,
    brand: (slug) =>
      slug ? local('brand-slug', { slug }, `/brands/${encodeSegment(slug)}`) : local('brands', {}, '/brands'),
    recipe: (slug) =>
      slug
        ? local('recipe-slug', { slug }, `/recipes/${encodeSegment(slug)}`)
        : local('recipes', {}, '/recipes'),
    pesticides: () => local('pesticides', {}, '/pesticides'),
  };
}

export function useShopLinks(): ShopLinks {
  const root = useRootData();
  return createShopLinks(root?.paths ?? {}, root?.shop.shopForward);
}
