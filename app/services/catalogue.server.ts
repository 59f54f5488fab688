import { LRUCache } from 'lru-cache';
import {
  brandListSchema,
  brandProductsSchema,
  categoryProductsSchema,
  categoryTreeSchema,
  productDetailSchema,
  productLinksSchema,
  productListSchema,
  type CategoryTree,
  type ProductSort,
} from '../../backend/src/schemas/catalogue.js';
import type { ApiClient } from './api-client.server';

export type ListingQuery = {
  offset?: number;
  pageSize?: number;
  sort?: ProductSort;
  brand?: readonly string[];
  badge?: readonly string[];
  priceMin?: number;
  priceMax?: number;
};

// The category tree is the same for every shopper and changes rarely: kept a minute per tenant.
const TREE_TTL_MS = 60_000;
const trees = new LRUCache<string, Promise<CategoryTree>>({ max: 100, ttl: TREE_TTL_MS });

/** Categories, products and brands (§7 Catalogue). */
export function createCatalogueClient(api: ApiClient, tenantId: string) {
  return {
    getCategoryTree() {
      const hit = trees.get(tenantId);
      if (hit) return hit;
      const loading = api.request('/api/category-trees', { schema: categoryTreeSchema, shared: true });
      trees.set(tenantId, loading);
      loading.catch(() => trees.delete(tenantId));
      return loading;
    },
    getCategoryProducts(slug: string, query: ListingQuery = {}) {
      return api.request(`/api/categories/${encodeURIComponent(slug)}/products`, {
        query,
        schema: categoryProductsSchema,
      });
    },
    getProduct(sku: string) {
      return api.request(`/api/products/${encodeURIComponent(sku)}`, { schema: productDetailSchema });
    },
    async findProductBySlug(slug: string) {
      const { products } = await api.request('/api/products', {
        query: { slug, pageSize: 1 },
        schema: productListSchema,
      });
      return products[0];
    },
    /** Products by sku, in the order given (§7: skus are sent joined). */
    getProductsBySku(skus: readonly string[]) {
      return api.request('/api/products', {
        query: { skus: skus.join(','), pageSize: Math.min(Math.max(skus.length, 1), 96) },
        schema: productListSchema,
      });
    },
    /** Every product's sku and slug, the same for every shopper (site maps). */
    listProductLinks() {
      return api.request('/api/product-links', { schema: productLinksSchema, shared: true });
    },
    getSimilarProducts(slug: string) {
      return api.request(`/api/products/${encodeURIComponent(slug)}/similar`, { schema: productListSchema });
    },
    listBrands() {
      return api.request('/api/brands', { schema: brandListSchema, shared: true });
    },
    getBrandProducts(slug: string, query: Pick<ListingQuery, 'offset' | 'pageSize' | 'sort'> = {}) {
      return api.request(`/api/brands/${encodeURIComponent(slug)}`, { query, schema: brandProductsSchema });
    },
  };
}
export type CatalogueClient = ReturnType<typeof createCatalogueClient>;
