import { sql, type SQL } from 'drizzle-orm';
import type { Executor } from './database.js';

// Past the last page no row carries `count(*) over ()`, so it is counted: `total` stays true.
export async function pageTotal(
  executor: Executor,
  rows: readonly { total: number }[],
  offset: number,
  from: SQL,
  where: SQL | undefined,
): Promise<number> {
  if (rows[0]) return rows[0].total;
  if (offset === 0) return 0;
  const result = (await executor.execute(
    sql`select count(*)::int as count from ${from}${where ? sql` where ${where}` : sql``}`,
  )) as unknown as { rows: { count: number }[] };
  return result.rows[0]?.count ?? 0;
}
