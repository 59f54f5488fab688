import { and, asc, eq, lt, sql } from 'drizzle-orm';
import type { Executor } from '../db/database.js';
import { trackingEvents, trackingPageViews } from '../db/schema/tracking.js';
import { ConflictError } from '../errors.js';
import { apiErrorCodes } from '../schemas/error.js';
import {
  trackingEventsPerPageView,
  type StoredTrackingEvent,
  type TrackingBatch,
  type TrackingEvent,
} from '../schemas/tracking.js';

// A browser's clock may be wrong: an event is dated when it says, but never in the future and
// never more than a day before it arrived (a queue flushes within its page view).
const occurredAt = (event: TrackingEvent) =>
  sql`least(now(), greatest(now() - interval '1 day', ${event.occurred_at}::timestamptz))`;

const cents = (value: number | undefined) => (value === undefined ? null : Math.round(value * 100));

/**
 * Stores one batch of one page view (decision 0086). The page view's count grows by the batch in
 * one conditional upsert, so two batches at once can never pass 250 together; a page view of
 * another session is refused the same way. A purchase already recorded (by the browser or the
 * server) is not stored twice. Answers how many events were stored.
 */
export async function storeTrackingBatch(
  tx: Executor,
  tenantId: string,
  batch: TrackingBatch,
): Promise<number> {
  const count = batch.events.length;
  const [counted] = await tx
    .insert(trackingPageViews)
    .values({ tenantId, pageViewId: batch.page_view_id, sessionId: batch.session_id, events: count })
    .onConflictDoUpdate({
      target: [trackingPageViews.tenantId, trackingPageViews.pageViewId],
      set: { events: sql`${trackingPageViews.events} + ${count}` },
      setWhere: sql`${trackingPageViews.events} + ${count} <= ${trackingEventsPerPageView} and ${trackingPageViews.sessionId} = ${batch.session_id}`,
    })
    .returning({ events: trackingPageViews.events });
  if (!counted)
    throw new ConflictError(`A page view sends at most ${trackingEventsPerPageView} events`, {
      code: apiErrorCodes.trackingPageViewFull,
    });
  const stored = await tx
    .insert(trackingEvents)
    .values(
      batch.events.map((event) => ({
        tenantId,
        sessionId: batch.session_id,
        pageViewId: batch.page_view_id,
        name: event.event,
        source: batch.source,
        transactionId: event.event === 'purchase' ? (event.ecommerce?.transaction_id ?? null) : null,
        valueCents: cents(event.ecommerce?.value),
        event,
        occurredAt: occurredAt(event),
      })),
    )
    .onConflictDoNothing()
    .returning({ id: trackingEvents.id });
  return stored.length;
}

// Deleted in slices, so a long backlog never holds one huge transaction.
const deletionSlice = 5_000;

/** Decision 0086: events and page views older than the retention go; answers how many events. */
export async function deleteExpiredTracking(executor: Executor, retentionDays: number): Promise<number> {
  const cutoff = sql`now() - make_interval(days => ${retentionDays}::int)`;
  let deleted = 0;
  for (;;) {
    const slice = await executor
      .delete(trackingEvents)
      .where(
        sql`${trackingEvents.id} in (select ${trackingEvents.id} from ${trackingEvents} where ${lt(trackingEvents.receivedAt, cutoff)} limit ${deletionSlice})`,
      )
      .returning({ id: trackingEvents.id });
    deleted += slice.length;
    if (slice.length < deletionSlice) break;
  }
  await executor.delete(trackingPageViews).where(lt(trackingPageViews.startedAt, cutoff));
  return deleted;
}

/** A session's stored events in the order they happened, for the operator (and the journeys). */
export async function listSessionEvents(
  executor: Executor,
  tenantId: string,
  sessionId: string,
): Promise<StoredTrackingEvent[]> {
  const rows = await executor
    .select({
      name: trackingEvents.name,
      source: trackingEvents.source,
      transactionId: trackingEvents.transactionId,
      valueCents: trackingEvents.valueCents,
      event: trackingEvents.event,
    })
    .from(trackingEvents)
    .where(and(eq(trackingEvents.tenantId, tenantId), eq(trackingEvents.sessionId, sessionId)))
    .orderBy(asc(trackingEvents.occurredAt), asc(trackingEvents.id));
  return rows.map((row) => ({
    event: row.name,
    source: row.source,
    page_name: row.event.page_name,
    transaction_id: row.transactionId,
    value_cents: row.valueCents,
    order_type: row.event.ecommerce?.order_type ?? null,
    error_class: row.event.error_class ?? null,
  }));
}
