import { and, asc, eq, or, inArray, sql } from 'drizzle-orm';
import { loadCategoryIndex } from '../catalogue/category-names.js';
import { summaryColumns, toProductSummary } from '../catalogue/product-repository.js';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Executor } from '../db/database.js';
import type { carts } from '../db/schema/carts.js';
import {
  cartDiscountCodes,
  cartLineItems,
  cartPayments,
  cartVouchers,
  discountCodes,
} from '../db/schema/carts.js';
import { brands, products } from '../db/schema/catalogue.js';
import { contentVouchers } from '../db/schema/content.js';
import { distributionSettings, timeSlots } from '../db/schema/distribution.js';
import { cartDeliveryPasses } from '../db/schema/delivery-passes.js';
import type { ProductSummary } from '../schemas/catalogue.js';
import { loadCartDeliveryPass } from '../delivery-pass/delivery-passes.js';

// The cart read model: everything a cart answer needs, loaded in one go so that pricing
// (price-cart.ts) stays pure and the view (cart-view.ts) only maps.

export type CartRow = typeof carts.$inferSelect;
export type LineItemRow = typeof cartLineItems.$inferSelect;
export type CartLine = { item: LineItemRow; product: ProductSummary; vatRate: 10 | 20 };
export type CartVoucher = Awaited<ReturnType<typeof loadCartVouchers>>[number];

export type LoadedCart = {
  row: CartRow;
  settings: typeof distributionSettings.$inferSelect;
  /** Oldest first; a line whose product left the catalogue is left out. */
  lines: CartLine[];
  vouchers: CartVoucher[];
  codes: (typeof discountCodes.$inferSelect)[];
  slot: typeof timeSlots.$inferSelect | undefined;
  payments: (typeof cartPayments.$inferSelect)[];
  products: Map<string, { product: ProductSummary; vatRate: 10 | 20 }>;
  /** Decision 0083: the pass line of this cart and the customer's passes (§4 validity). */
  deliveryPass: Awaited<ReturnType<typeof loadCartDeliveryPass>>;
};

export async function cartSettingsOf(executor: Executor, tenantId: string) {
  const [settings] = await executor
    .select()
    .from(distributionSettings)
    .where(eq(distributionSettings.tenantId, tenantId));
  if (!settings) throw new Error(`tenant ${tenantId} has no distribution settings`);
  return settings;
}

export function loadCartVouchers(executor: Executor, cart: CartRow) {
  return executor
    .select({ line: cartVouchers, voucher: contentVouchers })
    .from(cartVouchers)
    .innerJoin(
      contentVouchers,
      and(
        eq(contentVouchers.tenantId, cart.tenantId),
        eq(contentVouchers.promotionId, cartVouchers.promotionId),
      ),
    )
    .where(eq(cartVouchers.cartId, cart.id))
    .orderBy(asc(cartVouchers.addedAt), asc(contentVouchers.position));
}

async function loadLinesWithProducts(executor: Executor, cart: CartRow, alsoSkus: readonly string[]) {
  const [rows, categories] = await Promise.all([
    alsoSkus.length ? readLinesAndProducts(executor, cart, alsoSkus) : readLines(executor, cart),
    loadCategoryIndex(executor, cart.tenantId),
  ]);
  const found = rows.map(({ product, vatRate, item }) => ({
    item,
    product: toProductSummary(product, categories),
    vatRate: vatRate === 20 ? (20 as const) : (10 as const),
  }));
  return {
    lines: found.flatMap(({ item, ...rest }) => (item ? [{ item, ...rest }] : [])),
    products: new Map(found.map(({ product, vatRate }) => [product.sku, { product, vatRate }])),
  };
}

const lineColumns = { product: summaryColumns, vatRate: products.vatRate, item: cartLineItems };

/**
 * Issue 39: a read starts from the cart's lines, so PostgreSQL plans a join of three tables (a
 * third of the planning time of the form below, which its plan cache had to plan anew each time).
 */
function readLines(executor: Executor, cart: CartRow) {
  return executor
    .select(lineColumns)
    .from(cartLineItems)
    .innerJoin(products, and(eq(products.tenantId, cart.tenantId), eq(products.sku, cartLineItems.sku)))
    .leftJoin(brands, and(eq(brands.tenantId, products.tenantId), eq(brands.slug, products.brandSlug)))
    .where(eq(cartLineItems.cartId, cart.id))
    .orderBy(asc(cartLineItems.addedAt), asc(products.sku));
}

/** An add reads the products it is about to put in beside the cart's, lines or not. */
function readLinesAndProducts(executor: Executor, cart: CartRow, alsoSkus: readonly string[]) {
  const inCart = sql`${products.sku} in (select ${cartLineItems.sku} from ${cartLineItems} where ${cartLineItems.cartId} = ${cart.id})`;
  return executor
    .select(lineColumns)
    .from(products)
    .leftJoin(brands, and(eq(brands.tenantId, products.tenantId), eq(brands.slug, products.brandSlug)))
    .leftJoin(cartLineItems, and(eq(cartLineItems.cartId, cart.id), eq(cartLineItems.sku, products.sku)))
    .where(and(eq(products.tenantId, cart.tenantId), or(inCart, inArray(products.sku, [...alsoSkus]))))
    .orderBy(asc(cartLineItems.addedAt), asc(products.sku));
}

/** Whether the cart has any row in `table`, whose `cart_id` leads an index. */
const anyOfCart = (table: PgTable & { cartId: AnyPgColumn }, cartId: string) =>
  sql<boolean>`exists (select 1 from ${table} where ${table.cartId} = ${cartId})`;

/**
 * Issue 39: the rows of which a cart has one or none, in one statement: the tenant's distribution
 * settings, the cart's time slot and its delivery pass line (unique per cart); and whether it has
 * vouchers, codes and payments at all, so a cart without them (most) is spared three statements.
 */
async function loadCartSingles(executor: Executor, row: CartRow) {
  const [found] = await executor
    .select({
      settings: distributionSettings,
      slot: timeSlots,
      passLine: cartDeliveryPasses,
      hasVouchers: anyOfCart(cartVouchers, row.id),
      hasCodes: anyOfCart(cartDiscountCodes, row.id),
      hasPayments: anyOfCart(cartPayments, row.id),
    })
    .from(distributionSettings)
    .leftJoin(
      timeSlots,
      row.timeSlotId
        ? and(eq(timeSlots.tenantId, distributionSettings.tenantId), eq(timeSlots.slotId, row.timeSlotId))
        : sql`false`,
    )
    .leftJoin(cartDeliveryPasses, eq(cartDeliveryPasses.cartId, row.id))
    .where(eq(distributionSettings.tenantId, row.tenantId));
  if (!found) throw new Error(`tenant ${row.tenantId} has no distribution settings`);
  return { ...found, slot: found.slot ?? undefined, passLine: found.passLine ?? undefined };
}

/** `alsoSkus`: the products an add is about to put in, so the request reads products once. */
export async function loadCart(
  executor: Executor,
  row: CartRow,
  { alsoSkus = [] }: { alsoSkus?: readonly string[] } = {},
): Promise<LoadedCart> {
  const { settings, slot, passLine, hasVouchers, hasCodes, hasPayments } = await loadCartSingles(
    executor,
    row,
  );
  const { lines, products } = await loadLinesWithProducts(executor, row, alsoSkus);
  const vouchers = hasVouchers ? await loadCartVouchers(executor, row) : [];
  const codes = hasCodes
    ? await executor
        .select({ code: discountCodes })
        .from(cartDiscountCodes)
        .innerJoin(
          discountCodes,
          and(eq(discountCodes.tenantId, row.tenantId), eq(discountCodes.code, cartDiscountCodes.code)),
        )
        .where(eq(cartDiscountCodes.cartId, row.id))
        .orderBy(asc(cartDiscountCodes.addedAt))
    : [];
  const payments = hasPayments
    ? await executor
        .select()
        .from(cartPayments)
        .where(eq(cartPayments.cartId, row.id))
        .orderBy(asc(cartPayments.addedAt), asc(cartPayments.methodKey))
    : [];
  const deliveryPass = await loadCartDeliveryPass(executor, row, passLine);
  return {
    row,
    settings,
    lines,
    vouchers,
    codes: codes.map(({ code }) => code),
    slot,
    payments,
    products,
    deliveryPass,
  };
}

/** Without loading again; lines keep the database's order: oldest first, then by sku. */
export function withLine(cart: LoadedCart, sku: string, item: LineItemRow | null): LoadedCart {
  const others = cart.lines.filter((line) => line.item.sku !== sku);
  const known = cart.products.get(sku);
  if (!item || !known) return { ...cart, lines: others };
  const line = { item, ...known };
  const at = others.findIndex(
    (other) =>
      other.item.addedAt > item.addedAt ||
      (other.item.addedAt.getTime() === item.addedAt.getTime() && other.item.sku > sku),
  );
  return { ...cart, lines: at === -1 ? [...others, line] : others.toSpliced(at, 0, line) };
}
