import { and, asc, eq } from 'drizzle-orm';
import { loadCategoryIndex } from '../catalogue/category-names.js';
import { listProducts } from '../catalogue/product-repository.js';
import type { Executor } from '../db/database.js';
import { products, recipes } from '../db/schema/catalogue.js';
import { customerFavorites, purchasedProducts } from '../db/schema/customer-data.js';
import { InvalidDataError } from '../errors.js';
import type { ProductSort } from '../schemas/catalogue.js';
import { customerErrorCodes, type FavoriteProduct, type Favorites } from '../schemas/customer.js';

type Owner = { tenantId: string; customerId: string };
type FavoriteType = keyof Favorites['favorites'];

// A customer keeps far fewer; the bound keeps one answer small.
const maxListedProducts = 500;

const ofOwner = ({ tenantId, customerId }: Owner) =>
  and(eq(customerFavorites.tenantId, tenantId), eq(customerFavorites.customerId, customerId))!;

export async function listFavorites(executor: Executor, owner: Owner): Promise<Favorites> {
  const rows = await executor
    .select({ type: customerFavorites.type, reference: customerFavorites.reference })
    .from(customerFavorites)
    .where(ofOwner(owner))
    .orderBy(asc(customerFavorites.createdAt), asc(customerFavorites.reference));
  const favorites: Favorites['favorites'] = { PRODUCT: [], RECIPE: [] };
  for (const row of rows) favorites[row.type].push(row.reference);
  return { favorites };
}

async function referenceExists(executor: Executor, tenantId: string, type: FavoriteType, reference: string) {
  const rows =
    type === 'PRODUCT'
      ? await executor
          .select({ reference: products.sku })
          .from(products)
          .where(and(eq(products.tenantId, tenantId), eq(products.sku, reference)))
      : await executor
          .select({ reference: recipes.slug })
          .from(recipes)
          .where(and(eq(recipes.tenantId, tenantId), eq(recipes.slug, reference)));
  return rows.length > 0;
}

/** Adds a favorite once (a repeat is a no-op); 400 FAVORITE_UNKNOWN for a sku or recipe the shop lacks. */
export async function addFavorite(executor: Executor, owner: Owner, type: FavoriteType, reference: string) {
  if (!(await referenceExists(executor, owner.tenantId, type, reference))) {
    throw new InvalidDataError(`There is no ${type === 'PRODUCT' ? 'product' : 'recipe'} ${reference}`, {
      code: customerErrorCodes.favoriteUnknown,
    });
  }
  await executor
    .insert(customerFavorites)
    .values({ ...owner, type, reference })
    .onConflictDoNothing();
}

export async function removeFavorite(
  executor: Executor,
  owner: Owner,
  type: FavoriteType,
  reference: string,
) {
  await executor
    .delete(customerFavorites)
    .where(and(ofOwner(owner), eq(customerFavorites.type, type), eq(customerFavorites.reference, reference)));
}

export type FavoriteProductSources = { favorites: boolean; purchasedProducts: boolean; both: boolean };

export async function listFavoriteProducts(
  executor: Executor,
  owner: Owner,
  sources: FavoriteProductSources,
  sort: ProductSort,
): Promise<FavoriteProduct[]> {
  const [favoriteRows, purchaseRows] = await Promise.all([
    executor
      .select({ sku: customerFavorites.reference })
      .from(customerFavorites)
      .where(and(ofOwner(owner), eq(customerFavorites.type, 'PRODUCT'))),
    executor
      .select({ sku: purchasedProducts.sku, lastPurchasedAt: purchasedProducts.lastPurchasedAt })
      .from(purchasedProducts)
      .where(
        and(
          eq(purchasedProducts.tenantId, owner.tenantId),
          eq(purchasedProducts.customerId, owner.customerId),
        ),
      ),
  ]);
  const favorite = new Set(favoriteRows.map((row) => row.sku));
  const purchased = new Map(purchaseRows.map((row) => [row.sku, row.lastPurchasedAt]));
  const either = !sources.both && sources.favorites === sources.purchasedProducts;
  const skus = [...new Set([...favorite, ...purchased.keys()])].filter((sku) => {
    if (sources.both) return favorite.has(sku) && purchased.has(sku);
    if (either) return true;
    return sources.favorites ? favorite.has(sku) : purchased.has(sku);
  });
  if (!skus.length) return [];
  const categories = await loadCategoryIndex(executor, owner.tenantId);
  const page = await listProducts(
    executor,
    owner.tenantId,
    categories,
    { skus },
    {
      sort,
      offset: 0,
      pageSize: maxListedProducts,
    },
  );
  return page.products.map((product) => ({
    ...product,
    favorite: favorite.has(product.sku),
    purchased: purchased.has(product.sku),
    lastPurchasedAt: purchased.get(product.sku)?.toISOString() ?? null,
  }));
}
