import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Executor } from '../db/database.js';
import type { funnelDaySchema } from '../schemas/tracking.js';

/** One day of the shop's own funnel (issue 37): sessions to orders, from the collector's events. */
export type FunnelDay = z.infer<typeof funnelDaySchema>;

/** Per day (UTC) of the last `days` days, oldest first; a purchase counts once per order number. */
export async function funnelByDay(executor: Executor, tenantId: string, days: number): Promise<FunnelDay[]> {
  const result = await executor.execute(
    sql`select to_char(date_trunc('day', occurred_at at time zone 'UTC'), 'YYYY-MM-DD') as "day",
          count(distinct session_id)::int as "sessions",
          count(*) filter (where name = 'view_item')::int as "productViews",
          count(*) filter (where name = 'add_to_cart')::int as "addsToCart",
          count(distinct session_id) filter (where name = 'begin_checkout')::int as "checkoutsBegun",
          count(distinct transaction_id) filter (where name = 'purchase')::int as "orders",
          coalesce(sum(value_cents) filter (where name = 'purchase'), 0)::int as "revenueCents"
        from tracking_events
        where tenant_id = ${tenantId}
          and occurred_at >= date_trunc('day', now() at time zone 'UTC') at time zone 'UTC' - make_interval(days => ${days - 1}::int)
        group by 1
        order by 1`,
  );
  // Both drivers answer the rows under `rows`.
  return (result as unknown as { rows: FunnelDay[] }).rows;
}

/** Orders per session, as a percentage with one decimal. */
export const conversionOf = (day: Pick<FunnelDay, 'sessions' | 'orders'>) =>
  day.sessions === 0 ? 0 : Math.round((day.orders / day.sessions) * 1000) / 10;

const money = (cents: number) => (cents / 100).toFixed(2);

/** The funnel as a plain-text table, one line per day. */
export function funnelTable(days: FunnelDay[]): string {
  const header = [
    'day',
    'sessions',
    'product views',
    'adds to cart',
    'checkouts begun',
    'orders',
    'revenue',
    'conversion',
  ];
  const rows = days.map((day) => [
    day.day,
    String(day.sessions),
    String(day.productViews),
    String(day.addsToCart),
    String(day.checkoutsBegun),
    String(day.orders),
    money(day.revenueCents),
    `${conversionOf(day).toFixed(1)} %`,
  ]);
  const widths = header.map((title, column) =>
    Math.max(title.length, ...rows.map((row) => row[column]!.length)),
  );
  const line = (cells: string[]) =>
    cells
      .map((cell, column) => (column === 0 ? cell.padEnd(widths[column]!) : cell.padStart(widths[column]!)))
      .join('  ');
  return (
    [line(header), widths.map((width) => '-'.repeat(width)).join('  '), ...rows.map(line)].join('\n') + '\n'
  );
}
