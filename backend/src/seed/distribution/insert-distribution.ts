import type { Transaction } from '../../db/database.js';
import {
  deliveryAreas,
  deliveryZones,
  distributionSettings,
  gazetteerStreets,
  orderConfigs,
  slotTemplates,
  stores,
} from '../../db/schema/distribution.js';
import { discountCodes } from '../../db/schema/carts.js';
import { discountCodeRows } from '../carts/discount-codes.js';
import { generateDistribution } from './generate-distribution.js';

export async function insertDistribution(tx: Transaction, tenantId: string): Promise<void> {
  const rows = generateDistribution(tenantId);
  await tx.insert(distributionSettings).values(rows.settings);
  await tx.insert(deliveryAreas).values(rows.areas);
  await tx.insert(deliveryZones).values(rows.zones);
  await tx.insert(gazetteerStreets).values(rows.streets);
  await tx.insert(stores).values(rows.stores);
  await tx.insert(slotTemplates).values(rows.templates);
  await tx.insert(orderConfigs).values(rows.orderConfig);
  await tx.insert(discountCodes).values(discountCodeRows(tenantId, new Date()));
}
