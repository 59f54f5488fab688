import { asc, eq } from 'drizzle-orm';
import type { Executor, Transaction } from '../db/database.js';
import { searchSynonyms } from '../db/schema/search.js';
import type { SearchLanguage } from './search-term.js';

export async function listSynonymSets(executor: Executor, tenantId: string): Promise<string[][]> {
  const rows = await executor
    .select({ setNumber: searchSynonyms.setNumber, word: searchSynonyms.word })
    .from(searchSynonyms)
    .where(eq(searchSynonyms.tenantId, tenantId))
    .orderBy(asc(searchSynonyms.setNumber), asc(searchSynonyms.word));
  const sets = new Map<number, string[]>();
  for (const { setNumber, word } of rows) sets.set(setNumber, [...(sets.get(setNumber) ?? []), word]);
  return [...sets.values()];
}

export async function replaceSynonymSets(
  tx: Transaction,
  tenantId: string,
  language: SearchLanguage,
  sets: string[][],
): Promise<void> {
  await tx.delete(searchSynonyms).where(eq(searchSynonyms.tenantId, tenantId));
  const rows = sets.flatMap((words, index) =>
    words.map((word) => ({ tenantId, setNumber: index + 1, word, language })),
  );
  if (rows.length) await tx.insert(searchSynonyms).values(rows);
}
