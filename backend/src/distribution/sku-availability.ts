import { and, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../db/database.js';
import { products } from '../db/schema/catalogue.js';
import { timeSlots } from '../db/schema/distribution.js';
import { NotFoundError } from '../errors.js';
import { distributionErrorCodes } from '../schemas/distribution.js';

type Stock = { availability: string; availableAgainAt: string | null };

// §7 capacity: a product out of stock for now counts for a slot that starts once it is back.
export function availableForSlot(stock: Stock | undefined, slotStartsAt: Date | null): boolean {
  if (!stock) return false;
  if (stock.availability === 'available' || stock.availability === 'ageRestricted') return true;
  return (
    stock.availability === 'temporarilyUnavailable' &&
    stock.availableAgainAt !== null &&
    slotStartsAt !== null &&
    new Date(stock.availableAgainAt) <= slotStartsAt
  );
}

export async function slotStart(executor: Executor, tenantId: string, slotId: string): Promise<Date> {
  const [slot] = await executor
    .select({ startsAt: timeSlots.startsAt })
    .from(timeSlots)
    .where(and(eq(timeSlots.tenantId, tenantId), eq(timeSlots.slotId, slotId)));
  if (!slot)
    throw new NotFoundError(`There is no time slot ${slotId}`, {
      code: distributionErrorCodes.timeSlotNotFound,
    });
  return slot.startsAt;
}

export async function skuAvailabilities(
  executor: Executor,
  tenantId: string,
  skus: readonly string[],
  slotStartsAt: Date | null,
) {
  const rows = await executor
    .select({
      sku: products.sku,
      availability: products.availability,
      availableAgainAt: products.availableAgainAt,
    })
    .from(products)
    .where(and(eq(products.tenantId, tenantId), inArray(products.sku, [...skus])));
  const stockBySku = new Map(rows.map((row) => [row.sku, row]));
  return skus.map((sku) => {
    const stock = stockBySku.get(sku);
    return {
      sku,
      available: availableForSlot(stock, slotStartsAt),
      availableAgainAt:
        stock?.availability === 'temporarilyUnavailable' && stock.availableAgainAt
          ? new Date(stock.availableAgainAt).toISOString()
          : null,
    };
  });
}
