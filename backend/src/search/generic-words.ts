import { eq } from 'drizzle-orm';
import { loadCategoryIndex } from '../catalogue/category-names.js';
import { searchProducts } from '../catalogue/product-repository.js';
import type { Executor } from '../db/database.js';
import { tenants } from '../db/schema/tenants.js';
import { languageOfLocale, parseSearchTerm, type SearchLanguage } from './search-term.js';

/**
 * Decision 0080: generic food words of the seeded catalogues and the shelf (a category, at any
 * level) whose plain, fresh product a search for the word lists first. Before the decision a
 * meat word listed dog food first, a vegetable word baby jars and an organic-milk search
 * condensed milk. The ranking test and `npm run report:search -- --ranking` read this list.
 */
export const genericWordShelves: Record<SearchLanguage, readonly { word: string; shelf: string }[]> = {
  de: [
    { word: 'Fleisch', shelf: 'frischfleisch' },
    { word: 'Rind', shelf: 'rind' },
    { word: 'Huhn', shelf: 'gefluegel' },
    { word: 'Hähnchen', shelf: 'gefluegel' },
    { word: 'Hendl', shelf: 'gefluegel' },
    { word: 'Fisch', shelf: 'frischfisch' },
    { word: 'Lachs', shelf: 'fisch' },
    { word: 'Gemüse', shelf: 'gemuese' },
    { word: 'Karotten', shelf: 'wurzel-kohlgemuese' },
    { word: 'Tomaten', shelf: 'paradeiser-gurken' },
    { word: 'Paradeiser', shelf: 'paradeiser-gurken' },
    { word: 'Erdäpfel', shelf: 'erdaepfel-zwiebeln' },
    { word: 'Obst', shelf: 'obst' },
    { word: 'Äpfel', shelf: 'aepfel-birnen' },
    { word: 'Milch', shelf: 'frischmilch' },
    { word: 'Bio Milch', shelf: 'frischmilch' },
    { word: 'Käse', shelf: 'kaese' },
    { word: 'Brot', shelf: 'brot' },
    { word: 'Eier', shelf: 'eier' },
    { word: 'Wein', shelf: 'wein' },
  ],
  en: [
    { word: 'meat', shelf: 'fresh-meat' },
    { word: 'beef', shelf: 'beef' },
    { word: 'chicken', shelf: 'poultry' },
    { word: 'fish', shelf: 'fresh-fish' },
    { word: 'vegetables', shelf: 'vegetables' },
    { word: 'carrots', shelf: 'root-vegetables-cabbage' },
    { word: 'tomatoes', shelf: 'tomatoes-cucumbers' },
    { word: 'potatoes', shelf: 'potatoes-onions' },
    { word: 'fruit', shelf: 'fruit' },
    { word: 'milk', shelf: 'fresh-milk' },
    { word: 'organic milk', shelf: 'fresh-milk' },
    { word: 'cheese', shelf: 'cheese' },
    { word: 'bread', shelf: 'bread' },
    { word: 'eggs', shelf: 'eggs' },
  ],
};

export type GenericWordRanking = {
  word: string;
  shelf: string;
  /** The first product found, its name and the slugs of its category and their parents. */
  first: { name: string; shelves: string[] } | null;
  /** Whether the first product stands on the expected shelf. */
  ranked: boolean;
};

/**
 * Each generic word of the tenant's language searched as a shopper would, with its first product;
 * undefined for a tenant that does not exist.
 */
export async function rankGenericWords(
  executor: Executor,
  tenantId: string,
): Promise<GenericWordRanking[] | undefined> {
  const [tenant] = await executor
    .select({ locale: tenants.locale })
    .from(tenants)
    .where(eq(tenants.id, tenantId));
  if (!tenant) return undefined;
  const language = languageOfLocale(tenant.locale);
  const categories = await loadCategoryIndex(executor, tenantId);
  const rankings: GenericWordRanking[] = [];
  for (const { word, shelf } of genericWordShelves[language]) {
    const term = parseSearchTerm(word, language);
    const page = term
      ? await searchProducts(executor, tenantId, categories, term, { offset: 0, pageSize: 1 })
      : { products: [] };
    const product = page.products[0];
    const shelves = product
      ? [product.category.slug, ...product.parentCategories.map((parent) => parent.slug)]
      : [];
    rankings.push({
      word,
      shelf,
      first: product ? { name: product.name, shelves } : null,
      ranked: shelves.includes(shelf),
    });
  }
  return rankings;
}
