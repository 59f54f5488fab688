import { and, eq, sql } from 'drizzle-orm';
import type { Executor, Transaction } from '../db/database.js';
import { carts } from '../db/schema/carts.js';
import { timeSlots } from '../db/schema/distribution.js';
import { cartValidationCodes, type CartValidationCode } from '../schemas/cart.js';
import type { CartRow } from './cart-repository.js';

// Issue 6: a booked slot's place is held for the cart for a while. `time_slots.booked` changes
// only by conditional updates under a CHECK, so two shoppers never take the last place twice.

export async function releaseExpiredHolds(tx: Executor, tenantId: string, now: Date = new Date()) {
  await tx.execute(sql`
    with expired as (
      update carts set slot_hold = 'EXPIRED', updated_at = ${now.toISOString()}::timestamptz
      where tenant_id = ${tenantId} and slot_hold = 'HELD' and slot_held_until <= ${now.toISOString()}::timestamptz
      returning time_slot_id
    ), freed as (
      select time_slot_id, count(*)::int as places from expired group by time_slot_id
    )
    update time_slots set booked = booked - freed.places
    from freed where time_slots.tenant_id = ${tenantId} and time_slots.slot_id = freed.time_slot_id`);
}

export type BookingResult = { booked: true } | { booked: false; code: CartValidationCode };

// The previous slot's place is given back in the same transaction.
export async function bookTimeSlot(
  tx: Transaction,
  cart: CartRow,
  slotId: string,
  { holdMinutes, now = new Date() }: { holdMinutes: number; now?: Date },
): Promise<BookingResult> {
  await releaseExpiredHolds(tx, cart.tenantId, now);
  const [current] = await tx.select().from(carts).where(eq(carts.id, cart.id)).for('update');
  if (!current) throw new Error(`cart ${cart.id} vanished`);
  const heldUntil = new Date(now.getTime() + holdMinutes * 60_000);
  if (current.timeSlotId === slotId && current.slotHold === 'HELD') {
    await tx.update(carts).set({ slotHeldUntil: heldUntil, updatedAt: now }).where(eq(carts.id, cart.id));
    return { booked: true };
  }

  const [slot] = await tx
    .select()
    .from(timeSlots)
    .where(and(eq(timeSlots.tenantId, cart.tenantId), eq(timeSlots.slotId, slotId)));
  if (!slot) return { booked: false, code: cartValidationCodes.deliveryWindowUnknown };
  const address = current.distributionAddress;
  const appointableId =
    address?.distributionType === 'CLICK_AND_COLLECT' ? address.storeId : address?.deliveryAreaNumber;
  if (!address || slot.distributionType !== address.distributionType || slot.appointableId !== appointableId)
    return { booked: false, code: cartValidationCodes.deliveryWindowInvalid };
  if (slot.cutOffAt <= now) return { booked: false, code: cartValidationCodes.deliveryWindowExpired };

  if (!(await takeSlotPlace(tx, cart.tenantId, slotId, now)))
    return { booked: false, code: cartValidationCodes.outOfCapacity };

  if (current.timeSlotId && current.slotHold === 'HELD')
    await giveBackPlace(tx, cart.tenantId, current.timeSlotId);
  await tx
    .update(carts)
    .set({ timeSlotId: slotId, slotHold: 'HELD', slotHeldUntil: heldUntil, updatedAt: now })
    .where(eq(carts.id, cart.id));
  return { booked: true };
}

export async function takeSlotPlace(tx: Transaction, tenantId: string, slotId: string, now: Date) {
  const [taken] = await tx
    .update(timeSlots)
    .set({ booked: sql`${timeSlots.booked} + 1` })
    .where(
      and(
        eq(timeSlots.tenantId, tenantId),
        eq(timeSlots.slotId, slotId),
        sql`${timeSlots.booked} < ${timeSlots.capacity}`,
        sql`${timeSlots.cutOffAt} > ${now.toISOString()}::timestamptz`,
      ),
    )
    .returning({ slotId: timeSlots.slotId });
  return taken !== undefined;
}

export async function releaseTimeSlot(tx: Transaction, cart: CartRow, now: Date = new Date()) {
  const [current] = await tx.select().from(carts).where(eq(carts.id, cart.id)).for('update');
  if (!current?.timeSlotId) return;
  if (current.slotHold === 'HELD') await giveBackPlace(tx, cart.tenantId, current.timeSlotId);
  await tx
    .update(carts)
    .set({ timeSlotId: null, slotHold: null, slotHeldUntil: null, updatedAt: now })
    .where(eq(carts.id, cart.id));
}

export async function giveBackPlace(tx: Transaction, tenantId: string, slotId: string) {
  await tx
    .update(timeSlots)
    .set({ booked: sql`${timeSlots.booked} - 1` })
    .where(and(eq(timeSlots.tenantId, tenantId), eq(timeSlots.slotId, slotId), sql`${timeSlots.booked} > 0`));
}
