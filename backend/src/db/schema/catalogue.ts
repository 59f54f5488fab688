import { sql, type SQL } from 'drizzle-orm';
import {
  boolean,
  customType,
  date,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  real,
  smallint,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import type { Nutrition, Picture } from '../../schemas/catalogue.js';
import { tenants } from './tenants.js';

// Decision 0007: search runs the same on PGlite and PostgreSQL. `search_fold` (migration 0001)
// makes Käse, Kase and Kaese "kase"; `search_lexemes` (0003) finds compounds and typos.
const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

// Decision 0051: a GIN index's pending list is emptied only by VACUUM, which PGlite never runs on
// its own; every search then scanned the list. Entries go straight into the index instead.
const withoutPendingList = { fastupdate: false };

/** The text search configuration of a row's language; a constant per row, so it can be indexed. */
const configOf = (language: SQL) =>
  sql`(case when ${language} = 'en' then 'english'::regconfig else 'german'::regconfig end)`;

function searchVector(language: SQL, name: SQL, rest: SQL) {
  const config = configOf(language);
  return sql`(setweight(to_tsvector(${config}, search_fold(${name})), 'A') || setweight(to_tsvector(${config}, search_fold(coalesce(${rest}, ''))), 'B'))`;
}

const tenantId = () =>
  text('tenant_id')
    .notNull()
    .references(() => tenants.id, { onDelete: 'cascade' });

export const categories = pgTable(
  'categories',
  {
    tenantId: tenantId(),
    slug: text('slug').notNull(),
    name: text('name').notNull(),
    parentSlug: text('parent_slug'),
    level: smallint('level').notNull(),
    position: integer('position').notNull(),
    color: text('color').notNull(),
    description: text('description'),
    language: text('language').notNull(),
    searchVector: tsvector('search_vector').generatedAlwaysAs((): SQL =>
      searchVector(sql`language`, sql`name`, sql`description`),
    ),
    /**
     * Decision 0080: the stems of the words of its name and of its parents' names ('Frischmilch':
     * frischmilch, milch, ober, milch, kas), to tell the shelves a search word names. Set by a
     * trigger when a category is written; a parent is written before its children.
     */
    searchPathWords: text('search_path_words').array(),
  },
  (table) => [
    primaryKey({ name: 'categories_pkey', columns: [table.tenantId, table.slug] }),
    foreignKey({
      name: 'categories_parent_fk',
      columns: [table.tenantId, table.parentSlug],
      foreignColumns: [table.tenantId, table.slug],
    }).onDelete('cascade'),
    index('categories_parent').on(table.tenantId, table.parentSlug),
    index('categories_search_vector').using('gin', table.searchVector).with(withoutPendingList),
  ],
);
export type CategoryRow = typeof categories.$inferSelect;
export type NewCategoryRow = typeof categories.$inferInsert;

export const brands = pgTable(
  'brands',
  {
    tenantId: tenantId(),
    slug: text('slug').notNull(),
    name: text('name').notNull(),
    description: text('description'),
  },
  (table) => [primaryKey({ name: 'brands_pkey', columns: [table.tenantId, table.slug] })],
);
export type NewBrandRow = typeof brands.$inferInsert;

export const products = pgTable(
  'products',
  {
    tenantId: tenantId(),
    sku: text('sku').notNull(),
    slug: text('slug').notNull(),
    name: text('name').notNull(),
    brandSlug: text('brand_slug'),
    categorySlug: text('category_slug').notNull(),
    parentCategorySlugs: text('parent_category_slugs').array().notNull(),
    shelfPosition: integer('shelf_position').notNull(),
    priceRegular: integer('price_regular').notNull(),
    priceLoyalty: integer('price_loyalty'),
    depositPrice: integer('deposit_price'),
    /** Austrian VAT in percent, contained in the gross prices: 10 for food, 20 for drinks and non-food. */
    vatRate: smallint('vat_rate').notNull().default(10),
    unitPriceAmount: integer('unit_price_amount'),
    unitPriceUnit: text('unit_price_unit').$type<'kg' | 'l' | 'piece'>(),
    contentValue: real('content_value').notNull(),
    contentUnit: text('content_unit').$type<'g' | 'kg' | 'ml' | 'l' | 'piece'>().notNull(),
    bundleInfo: text('bundle_info'),
    bundleSize: integer('bundle_size').notNull().default(1),
    weightArticle: boolean('weight_article').notNull().default(false),
    weightPieceArticle: boolean('weight_piece_article').notNull().default(false),
    averageWeightGrams: integer('average_weight_grams'),
    quantityStepSize: integer('quantity_step_size').notNull().default(1),
    maxQuantity: integer('max_quantity').notNull(),
    availability: text('availability')
      .$type<'available' | 'ageRestricted' | 'temporarilyUnavailable' | 'unavailable'>()
      .notNull(),
    availableAgainAt: timestamp('available_again_at', { withTimezone: true, mode: 'string' }),
    orderability: text('orderability').$type<'CanBeOrdered' | 'IsOrdered' | 'CanNotBeOrdered'>().notNull(),
    ageRestriction: smallint('age_restriction'),
    badges: text('badges').array().notNull(),
    origin: text('origin'),
    description: text('description').notNull(),
    ingredients: text('ingredients'),
    allergens: text('allergens').array().notNull(),
    nutrition: jsonb('nutrition').$type<Nutrition>(),
    storageHint: text('storage_hint'),
    images: jsonb('images').$type<Picture[]>().notNull(),
    listedAt: date('listed_at', { mode: 'string' }).notNull(),
    language: text('language').notNull(),
    searchDocument: text('search_document').notNull(),
    searchVector: tsvector('search_vector').generatedAlwaysAs((): SQL =>
      searchVector(sql`language`, sql`name`, sql`search_document`),
    ),
    /**
     * Decision 0080: the kind of product the name states, stemmed as a search word is: in German
     * its first word after the brand and a 'Bio-' ('Alpenhund Nassfutter Huhn 400 g': nassfutt).
     * Set by a trigger on every write, so a search ranks by it without computing it per row.
     */
    searchKind: text('search_kind'),
  },
  (table) => [
    primaryKey({ name: 'products_pkey', columns: [table.tenantId, table.sku] }),
    index('products_slug').on(table.tenantId, table.slug),
    index('products_category_shelf').on(table.tenantId, table.categorySlug, table.shelfPosition),
    index('products_parent_categories').using('gin', table.parentCategorySlugs).with(withoutPendingList),
    index('products_brand').on(table.tenantId, table.brandSlug),
    index('products_search_vector').using('gin', table.searchVector).with(withoutPendingList),
    foreignKey({
      name: 'products_category_fk',
      columns: [table.tenantId, table.categorySlug],
      foreignColumns: [categories.tenantId, categories.slug],
    }),
    foreignKey({
      name: 'products_brand_fk',
      columns: [table.tenantId, table.brandSlug],
      foreignColumns: [brands.tenantId, brands.slug],
    }),
  ],
);
export type ProductRow = typeof products.$inferSelect;
export type NewProductRow = typeof products.$inferInsert;

export const recipes = pgTable(
  'recipes',
  {
    tenantId: tenantId(),
    slug: text('slug').notNull(),
    title: text('title').notNull(),
    teaser: text('teaser').notNull(),
    description: text('description').notNull(),
    image: jsonb('image').$type<Picture>().notNull(),
    prepMinutes: integer('prep_minutes').notNull(),
    cookMinutes: integer('cook_minutes').notNull(),
    totalMinutes: integer('total_minutes').notNull(),
    difficulty: text('difficulty').$type<'easy' | 'medium' | 'hard'>().notNull(),
    servings: integer('servings').notNull(),
    tags: jsonb('tags').$type<{ slug: string; name: string }[]>().notNull(),
    tagSlugs: text('tag_slugs').array().notNull(),
    ingredients: jsonb('ingredients')
      .$type<{ quantity: number | null; unit: string | null; name: string; sku: string | null }[]>()
      .notNull(),
    steps: jsonb('steps').$type<string[]>().notNull(),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull(),
    language: text('language').notNull(),
    searchDocument: text('search_document').notNull(),
    searchVector: tsvector('search_vector').generatedAlwaysAs((): SQL =>
      searchVector(sql`language`, sql`title`, sql`search_document`),
    ),
  },
  (table) => [
    primaryKey({ name: 'recipes_pkey', columns: [table.tenantId, table.slug] }),
    index('recipes_tags').using('gin', table.tagSlugs).with(withoutPendingList),
    index('recipes_search_vector').using('gin', table.searchVector).with(withoutPendingList),
  ],
);
export type NewRecipeRow = typeof recipes.$inferInsert;

export const pesticideTests = pgTable(
  'pesticide_tests',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    tenantId: tenantId(),
    produce: text('produce').notNull(),
    origin: text('origin').notNull(),
    testDate: date('test_date', { mode: 'string' }).notNull(),
    result: text('result').$type<'none' | 'belowLimit' | 'aboveLimit'>().notNull(),
    residuePercentOfLimit: real('residue_percent_of_limit').notNull(),
    substances: text('substances').array().notNull(),
    searchText: text('search_text').generatedAlwaysAs((): SQL => sql`search_fold(produce || ' ' || origin)`),
  },
  (table) => [index('pesticide_tests_tenant_date').on(table.tenantId, table.testDate)],
);
export type NewPesticideTestRow = typeof pesticideTests.$inferInsert;

export const searchBanners = pgTable(
  'search_banners',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    tenantId: tenantId(),
    keywords: text('keywords').array().notNull(),
    headline: text('headline').notNull(),
    text: text('text').notNull(),
    href: text('href').notNull(),
    image: jsonb('image').$type<Picture>().notNull(),
    priority: integer('priority').notNull().default(0),
  },
  (table) => [index('search_banners_tenant').on(table.tenantId)],
);
export type NewSearchBannerRow = typeof searchBanners.$inferInsert;

export const searchEvents = pgTable(
  'search_events',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    tenantId: tenantId(),
    type: text('type').$type<'click' | 'conversion'>().notNull(),
    queryId: text('query_id').notNull(),
    resultType: text('result_type').notNull(),
    objectId: text('object_id').notNull(),
    position: integer('position'),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('search_events_tenant_received').on(table.tenantId, table.receivedAt)],
);
