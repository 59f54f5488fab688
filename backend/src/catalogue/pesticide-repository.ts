import { and, asc, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../db/database.js';
import { pageTotal } from '../db/page-total.js';
import { pesticideTests } from '../db/schema/catalogue.js';
import type { PesticideEntry } from '../schemas/catalogue.js';

export type PesticideQuery = {
  term?: string;
  sort: 'produce' | 'origin' | 'testDate' | 'result';
  order: 'asc' | 'desc';
  offset: number;
  pageSize: number;
};

const sortColumns = {
  produce: sql`search_fold(${pesticideTests.produce})`,
  origin: sql`search_fold(${pesticideTests.origin})`,
  testDate: sql`${pesticideTests.testDate}`,
  result: sql`${pesticideTests.residuePercentOfLimit}`,
} satisfies Record<PesticideQuery['sort'], SQL>;

export async function listPesticideTests(executor: Executor, tenantId: string, query: PesticideQuery) {
  const conditions = [eq(pesticideTests.tenantId, tenantId)];
  const words = (query.term ?? '')
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
  for (const word of words)
    conditions.push(sql`${pesticideTests.searchText} like '%' || search_fold(${word}) || '%'`);
  const direction = query.order === 'asc' ? asc : desc;
  const where = and(...conditions);
  const rows = await executor
    .select({
      id: pesticideTests.id,
      produce: pesticideTests.produce,
      origin: pesticideTests.origin,
      testDate: pesticideTests.testDate,
      result: pesticideTests.result,
      residuePercentOfLimit: pesticideTests.residuePercentOfLimit,
      substances: pesticideTests.substances,
      total: sql<number>`(count(*) over ())::int`,
    })
    .from(pesticideTests)
    .where(where)
    .orderBy(direction(sortColumns[query.sort]), asc(pesticideTests.id))
    .limit(query.pageSize)
    .offset(query.offset);
  return {
    total: await pageTotal(executor, rows, query.offset, sql`${pesticideTests}`, where),
    entries: rows.map(({ total: _total, ...entry }) => entry satisfies PesticideEntry),
  };
}
