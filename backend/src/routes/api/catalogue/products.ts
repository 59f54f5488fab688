import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { cacheCatalogueAnswers } from '../../../catalogue/answer-cache.js';
import { findBrand, listBrands } from '../../../catalogue/brand-repository.js';
import { loadCategoryIndex } from '../../../catalogue/category-names.js';
import { buildCategoryDetail, buildCategoryTree } from '../../../catalogue/category-tree.js';
import {
  findProductDetail,
  findProductsBySku,
  findSimilarProducts,
  listProductLinks,
  listProducts,
  productFacets,
  type ProductFilters,
} from '../../../catalogue/product-repository.js';
import { NotFoundError } from '../../../errors.js';
import { tenantOf } from '../../../plugins/app/tenant-resolution.js';
import {
  brandListSchema,
  brandProductsSchema,
  categoryProductsSchema,
  categoryTreeSchema,
  pagingQuerySchema,
  productDetailSchema,
  productFilterQuerySchema,
  productLinksSchema,
  productListSchema,
  productSortSchema,
  productsQuerySchema,
  skuSchema,
} from '../../../schemas/catalogue.js';
import { apiErrorSchema } from '../../../schemas/error.js';
import { tenantHeadersSchema } from '../../../schemas/tenant.js';

const SIMILAR_PRODUCTS = 12;
const slugParams = z.object({ slug: z.string().min(1).max(200) });
const errors = { 400: apiErrorSchema, 404: apiErrorSchema };

// §7 Catalogue: categories, products and brands. Every answer is the tenant's published range.
const catalogueRoutes: FastifyPluginAsyncZod = async (fastify) => {
  fastify.addHook('onRequest', fastify.resolveRequestTenant);
  cacheCatalogueAnswers(fastify);

  fastify.get(
    '/category-trees',
    {
      schema: {
        summary: 'The category tree: top categories, their sub-categories and leaves, with product counts',
        tags: ['catalogue'],
        headers: tenantHeadersSchema,
        response: { 200: categoryTreeSchema, ...errors },
      },
    },
    async (request) => buildCategoryTree(await loadCategoryIndex(fastify.db, tenantOf(request).id)),
  );

  fastify.get(
    '/categories/:slug',
    {
      schema: {
        summary: 'One category with its parents and children',
        tags: ['catalogue'],
        headers: tenantHeadersSchema,
        params: slugParams,
        response: { 200: categoryProductsSchema.shape.category, ...errors },
      },
    },
    async (request) => {
      const index = await loadCategoryIndex(fastify.db, tenantOf(request).id);
      const category = buildCategoryDetail(index, request.params.slug);
      if (!category) throw new NotFoundError(`No category ${request.params.slug}`);
      return category;
    },
  );

  fastify.get(
    '/categories/:slug/products',
    {
      schema: {
        summary:
          'The products of a category and everything below it, sorted, filtered and paged, with facets',
        description:
          'sort: category (shelf order, default), alphabetically, chronologically (newest first), unitprice. ' +
          'Filters: brand and badge (repeat for several), priceMin and priceMax in minor units on the price paid.',
        tags: ['catalogue'],
        headers: tenantHeadersSchema,
        params: slugParams,
        querystring: productFilterQuerySchema,
        response: { 200: categoryProductsSchema, ...errors },
      },
    },
    async (request) => {
      const tenantId = tenantOf(request).id;
      const index = await loadCategoryIndex(fastify.db, tenantId);
      const category = buildCategoryDetail(index, request.params.slug);
      if (!category) throw new NotFoundError(`No category ${request.params.slug}`);
      const { sort, offset, pageSize, brand, badge, priceMin, priceMax } = request.query;
      const filters: ProductFilters = { category: category.slug, brand, badge, priceMin, priceMax };
      const [page, facets] = await Promise.all([
        listProducts(fastify.db, tenantId, index, filters, { sort, offset, pageSize }),
        productFacets(fastify.db, tenantId, filters),
      ]);
      return {
        category,
        facets,
        sort,
        total: page.total,
        count: page.products.length,
        offset,
        products: page.products,
      };
    },
  );

  fastify.get(
    '/products',
    {
      schema: {
        summary: 'Products by sku (joined with commas, answered in that order), by slug, category or brand',
        tags: ['catalogue'],
        headers: tenantHeadersSchema,
        querystring: productsQuerySchema,
        response: { 200: productListSchema, ...errors },
      },
    },
    async (request) => {
      const tenantId = tenantOf(request).id;
      const index = await loadCategoryIndex(fastify.db, tenantId);
      const { skus, slug, category, brand, sort, offset, pageSize } = request.query;
      if (skus) {
        const found = await findProductsBySku(fastify.db, tenantId, index, skus.slice(0, 96));
        const products = found.slice(offset, offset + pageSize);
        return { total: found.length, count: products.length, offset, products };
      }
      const filters: ProductFilters = { slug, category, brand: brand ? [brand] : undefined };
      const page = await listProducts(fastify.db, tenantId, index, filters, { sort, offset, pageSize });
      return { total: page.total, count: page.products.length, offset, products: page.products };
    },
  );

  fastify.get(
    '/product-links',
    {
      schema: {
        summary: "Every orderable or soon orderable product's sku and slug, for site maps",
        tags: ['catalogue'],
        headers: tenantHeadersSchema,
        response: { 200: productLinksSchema, ...errors },
      },
    },
    async (request) => ({ products: await listProductLinks(fastify.db, tenantOf(request).id) }),
  );

  fastify.get(
    '/products/:sku',
    {
      schema: {
        summary: 'One product with everything the product page shows',
        tags: ['catalogue'],
        headers: tenantHeadersSchema,
        params: z.object({ sku: skuSchema }),
        response: { 200: productDetailSchema, ...errors },
      },
    },
    async (request) => {
      const tenantId = tenantOf(request).id;
      const index = await loadCategoryIndex(fastify.db, tenantId);
      const product = await findProductDetail(fastify.db, tenantId, index, request.params.sku);
      if (!product) throw new NotFoundError(`No product ${request.params.sku}`);
      return product;
    },
  );

  fastify.get(
    '/products/:slug/similar',
    {
      schema: {
        summary: 'Products of the same shelf, nearest in price first',
        tags: ['catalogue'],
        headers: tenantHeadersSchema,
        params: slugParams,
        response: { 200: productListSchema, ...errors },
      },
    },
    async (request) => {
      const tenantId = tenantOf(request).id;
      const index = await loadCategoryIndex(fastify.db, tenantId);
      const similar = await findSimilarProducts(
        fastify.db,
        tenantId,
        index,
        request.params.slug,
        SIMILAR_PRODUCTS,
      );
      if (!similar) throw new NotFoundError(`No product ${request.params.slug}`);
      return { total: similar.length, count: similar.length, offset: 0, products: similar };
    },
  );

  fastify.get(
    '/brands',
    {
      schema: {
        summary: 'Every brand with its number of products, A to Z',
        tags: ['catalogue'],
        headers: tenantHeadersSchema,
        response: { 200: brandListSchema, ...errors },
      },
    },
    async (request) => ({ brands: await listBrands(fastify.db, tenantOf(request).id) }),
  );

  fastify.get(
    '/brands/:slug',
    {
      schema: {
        summary: 'One brand with its products, sorted and paged',
        tags: ['catalogue'],
        headers: tenantHeadersSchema,
        params: slugParams,
        querystring: pagingQuerySchema.extend({ sort: productSortSchema }),
        response: { 200: brandProductsSchema, ...errors },
      },
    },
    async (request) => {
      const tenantId = tenantOf(request).id;
      const brand = await findBrand(fastify.db, tenantId, request.params.slug);
      if (!brand) throw new NotFoundError(`No brand ${request.params.slug}`);
      const index = await loadCategoryIndex(fastify.db, tenantId);
      const { sort, offset, pageSize } = request.query;
      const page = await listProducts(
        fastify.db,
        tenantId,
        index,
        { brand: [brand.slug] },
        { sort, offset, pageSize },
      );
      return { brand, sort, total: page.total, count: page.products.length, offset, products: page.products };
    },
  );
};

export default catalogueRoutes;
