import { and, asc, eq } from 'drizzle-orm';
import type { Executor } from '../db/database.js';
import { stores } from '../db/schema/distribution.js';
import type { CheckoutStore } from '../schemas/distribution.js';

function toCheckoutStore(row: typeof stores.$inferSelect): CheckoutStore {
  return {
    storeId: row.storeId,
    name: row.name,
    streetName: row.streetName,
    streetNumber: row.streetNumber,
    postalCode: row.postalCode,
    city: row.city,
    countryCode: row.countryCode,
    position: { lat: row.latitude, lng: row.longitude },
    pickingUnitIds: row.pickingUnitIds,
    openingHours: row.openingHours,
  };
}

export async function listCheckoutStores(executor: Executor, tenantId: string): Promise<CheckoutStore[]> {
  const rows = await executor
    .select()
    .from(stores)
    .where(eq(stores.tenantId, tenantId))
    .orderBy(asc(stores.postalCode), asc(stores.name));
  return rows.map(toCheckoutStore);
}

export async function findCheckoutStore(executor: Executor, tenantId: string, storeId: string) {
  const [row] = await executor
    .select()
    .from(stores)
    .where(and(eq(stores.tenantId, tenantId), eq(stores.storeId, storeId)));
  return row ? toCheckoutStore(row) : undefined;
}
