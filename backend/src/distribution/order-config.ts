import { eq } from 'drizzle-orm';
import type { Executor } from '../db/database.js';
import { orderConfigs } from '../db/schema/distribution.js';
import type { OrderConfig } from '../schemas/distribution.js';

/** §3 order config; a tenant without one has no limits at all. */
export async function findOrderConfig(executor: Executor, tenantId: string): Promise<OrderConfig> {
  const [row] = await executor.select().from(orderConfigs).where(eq(orderConfigs.tenantId, tenantId));
  return {
    maxOrderValueDelivery: row?.maxOrderValueDelivery ?? null,
    maxOrderValueCC: row?.maxOrderValueCC ?? null,
    minOrderValueDelivery: row?.minOrderValueDelivery ?? null,
    minOrderValueCC: row?.minOrderValueCC ?? null,
    maxOrderWeightDelivery: row?.maxOrderWeightDelivery ?? null,
    maxOrderWeightCC: row?.maxOrderWeightCC ?? null,
  };
}
