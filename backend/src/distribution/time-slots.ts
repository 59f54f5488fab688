import { and, asc, eq, gt, lt, sql } from 'drizzle-orm';
import type { Executor } from '../db/database.js';
import { timeSlots } from '../db/schema/distribution.js';
import type { DistributionType, TimeSlot } from '../schemas/distribution.js';

export const bookableDays = 14;

// Making slots is idempotent, so processes need not agree; hourly catches every zone's midnight.
const slotsMadeIn = new WeakMap<Executor, Map<string, string>>();

export async function ensureTimeSlots(executor: Executor, tenantId: string, now: Date = new Date()) {
  const hour = now.toISOString().slice(0, 13);
  const made = slotsMadeIn.get(executor) ?? new Map<string, string>();
  slotsMadeIn.set(executor, made);
  if (made.get(tenantId) === hour) return;
  await executor.execute(sql`
    insert into time_slots (tenant_id, slot_id, distribution_type, appointable_id, starts_at, ends_at, cut_off_at, capacity, fee)
    select t.tenant_id, t.template_id || '@' || d.day::date::text, t.distribution_type, t.appointable_id,
      (d.day::date + t.starts_at) at time zone s.time_zone,
      (d.day::date + t.ends_at) at time zone s.time_zone,
      ((d.day::date + t.starts_at) at time zone s.time_zone) - make_interval(mins => t.cut_off_minutes),
      t.capacity, t.fee
    from slot_templates t
    join distribution_settings s on s.tenant_id = t.tenant_id
    cross join lateral generate_series(
      (${now.toISOString()}::timestamptz at time zone s.time_zone)::date,
      (${now.toISOString()}::timestamptz at time zone s.time_zone)::date + ${bookableDays - 1}::int,
      interval '1 day') as d(day)
    where t.tenant_id = ${tenantId} and extract(isodow from d.day) = t.iso_weekday
    on conflict do nothing`);
  made.set(tenantId, hour);
}

const columns = {
  id: timeSlots.slotId,
  distributionType: timeSlots.distributionType,
  appointableId: timeSlots.appointableId,
  startsAt: timeSlots.startsAt,
  endsAt: timeSlots.endsAt,
  cutOffAt: timeSlots.cutOffAt,
  fee: timeSlots.fee,
  capacity: timeSlots.capacity,
  booked: timeSlots.booked,
};
type SlotRow = { [K in keyof typeof columns]: (typeof columns)[K]['_']['data'] };

export function toTimeSlot(row: SlotRow): TimeSlot {
  const available = Math.max(0, row.capacity - row.booked);
  return {
    id: row.id,
    distributionType: row.distributionType,
    appointableId: row.appointableId,
    start: row.startsAt.toISOString(),
    end: row.endsAt.toISOString(),
    cutOff: row.cutOffAt.toISOString(),
    fee: row.fee,
    capacity: row.capacity,
    available,
    full: available === 0,
  };
}

type Appointable = { distributionType: DistributionType; appointableId: string };

function openSlotsOf(tenantId: string, { distributionType, appointableId }: Appointable, now: Date) {
  return and(
    eq(timeSlots.tenantId, tenantId),
    eq(timeSlots.distributionType, distributionType),
    eq(timeSlots.appointableId, appointableId),
    gt(timeSlots.cutOffAt, now),
  );
}

/** The windows a shopper can still order for, full ones included so the picker can show them. */
export async function listTimeSlots(
  executor: Executor,
  tenantId: string,
  appointable: Appointable,
  days: number = bookableDays,
  now: Date = new Date(),
): Promise<TimeSlot[]> {
  await ensureTimeSlots(executor, tenantId, now);
  const until = new Date(now.getTime() + days * 24 * 60 * 60 * 1000);
  const rows = await executor
    .select(columns)
    .from(timeSlots)
    .where(and(openSlotsOf(tenantId, appointable, now), lt(timeSlots.startsAt, until)))
    .orderBy(asc(timeSlots.startsAt));
  return rows.map(toTimeSlot);
}

export async function findEarliestTimeSlot(
  executor: Executor,
  tenantId: string,
  appointable: Appointable,
  now: Date = new Date(),
): Promise<TimeSlot | undefined> {
  await ensureTimeSlots(executor, tenantId, now);
  const [row] = await executor
    .select(columns)
    .from(timeSlots)
    .where(and(openSlotsOf(tenantId, appointable, now), lt(timeSlots.booked, timeSlots.capacity)))
    .orderBy(asc(timeSlots.startsAt))
    .limit(1);
  return row ? toTimeSlot(row) : undefined;
}
