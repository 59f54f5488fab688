import { asc, eq } from 'drizzle-orm';
import type { Executor, Transaction } from '../db/database.js';
import { searchSynonyms } from '../db/schema/search.js';
import type { SearchLanguage } from './search-term.js';

/** A tenant's synonym sets in the order they were written, each set's words as written. */
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

/** Replaces all of a tenant's synonym sets: the old ones go, in the caller's transaction. */
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
