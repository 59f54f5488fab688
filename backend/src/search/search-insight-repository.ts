import { and, desc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../db/database.js';
import { searchEvents } from '../db/schema/catalogue.js';
import { unansweredSearches } from '../db/schema/search.js';
import type { SearchEvent } from '../schemas/catalogue.js';

export async function insertSearchEvent(executor: Executor, tenantId: string, event: SearchEvent) {
  const { type, queryId, resultType, objectId, position } = event;
  await executor
    .insert(searchEvents)
    .values({ tenantId, type, queryId, resultType, objectId, position: position ?? null });
}

/** Counts a search that found nothing: one statement, so searches at once all count. */
export async function countUnansweredSearch(executor: Executor, tenantId: string, term: string) {
  await executor
    .insert(unansweredSearches)
    .values({ tenantId, term })
    .onConflictDoUpdate({
      target: [unansweredSearches.tenantId, unansweredSearches.term],
      set: { count: sql`${unansweredSearches.count} + 1`, lastSeenAt: sql`now()` },
    });
}

export function listUnansweredSearches(executor: Executor, tenantId: string) {
  return executor
    .select({
      term: unansweredSearches.term,
      count: unansweredSearches.count,
      lastSeenAt: unansweredSearches.lastSeenAt,
    })
    .from(unansweredSearches)
    .where(eq(unansweredSearches.tenantId, tenantId))
    .orderBy(desc(unansweredSearches.count), desc(unansweredSearches.lastSeenAt), unansweredSearches.term);
}

/** The clicks and conversions stored for one query of the search-index provider, oldest first. */
export function listSearchEvents(executor: Executor, tenantId: string, queryId: string) {
  return executor
    .select({
      type: searchEvents.type,
      queryId: searchEvents.queryId,
      resultType: searchEvents.resultType,
      objectId: searchEvents.objectId,
      position: searchEvents.position,
    })
    .from(searchEvents)
    .where(and(eq(searchEvents.tenantId, tenantId), eq(searchEvents.queryId, queryId)))
    .orderBy(searchEvents.id);
}
