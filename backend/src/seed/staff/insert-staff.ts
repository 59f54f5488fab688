import { asc, eq } from 'drizzle-orm';
import type { Transaction } from '../../db/database.js';
import { deliveryAreas, stores } from '../../db/schema/distribution.js';
import { addStaffMember } from '../../staff/staff-member-repository.js';
import { hashedDemoPassword } from '../customers/insert-customers.js';

// Issue 36 (decision 0087): the demo staff, with the demo customers' password (README: Demo accounts).
export const demoPickerEmail = 'paula.pickerin@example.at';
export const demoStoreManagerEmail = 'stefan.leiter@example.at';
export const demoOtherPickerEmail = 'pia.anderswo@example.at';
/** Favoriten, Favoritenstraße and area 103 (Wien Süd): where the journeys pick up and deliver to. */
export const demoPickerStoreId = '11001';
export const demoPickerDeliveryAreaNumber = '103';
/** Neubau, a store the demo picker does not work for. */
export const demoOtherPickerStoreId = '10701';

export async function insertStaffSeed(tx: Transaction, tenantId: string): Promise<void> {
  const passwordHash = await hashedDemoPassword();
  const storeIds = (
    await tx
      .select({ storeId: stores.storeId })
      .from(stores)
      .where(eq(stores.tenantId, tenantId))
      .orderBy(asc(stores.storeId))
  ).map((row) => row.storeId);
  const deliveryAreaNumbers = (
    await tx
      .select({ number: deliveryAreas.deliveryAreaNumber })
      .from(deliveryAreas)
      .where(eq(deliveryAreas.tenantId, tenantId))
      .orderBy(asc(deliveryAreas.deliveryAreaNumber))
  ).map((row) => row.number);
  const members = [
    {
      email: demoPickerEmail,
      name: 'Paula Pickerin',
      role: 'picker' as const,
      storeIds: [demoPickerStoreId],
      deliveryAreaNumbers: [demoPickerDeliveryAreaNumber],
    },
    {
      email: demoStoreManagerEmail,
      name: 'Stefan Leiter',
      role: 'store_manager' as const,
      storeIds,
      deliveryAreaNumbers,
    },
    {
      email: demoOtherPickerEmail,
      name: 'Pia Anderswo',
      role: 'picker' as const,
      storeIds: [demoOtherPickerStoreId],
      deliveryAreaNumbers: [],
    },
  ];
  for (const member of members) {
    const known =
      member.storeIds.every((id) => storeIds.includes(id)) &&
      member.deliveryAreaNumbers.every((id) => deliveryAreaNumbers.includes(id));
    if (!known) throw new Error(`demo staff ${member.email}: a store or area that is not seeded`);
    await addStaffMember(tx, { ...member, tenantId, passwordHash });
  }
}
