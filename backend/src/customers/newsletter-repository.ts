import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../db/database.js';
import { newsletterSubscriptions, newsletterTopics } from '../db/schema/customer-data.js';
import { InvalidDataError } from '../errors.js';
import { customerErrorCodes } from '../schemas/customer.js';

export type NewsletterTopic = { newsletterTopicId: string; name: string; description: string };

export async function listNewsletterTopics(
  executor: Executor,
  tenantId: string,
  language: string,
): Promise<NewsletterTopic[]> {
  const rows = await executor
    .select()
    .from(newsletterTopics)
    .where(eq(newsletterTopics.tenantId, tenantId))
    .orderBy(asc(newsletterTopics.position));
  const inLanguage = (texts: Record<string, string>) => texts[language] ?? Object.values(texts)[0] ?? '';
  return rows.map((row) => ({
    newsletterTopicId: row.id,
    name: inLanguage(row.names),
    description: inLanguage(row.descriptions),
  }));
}

export async function requireKnownTopics(executor: Executor, tenantId: string, topicIds: readonly string[]) {
  if (!topicIds.length) return;
  const known = await executor
    .select({ id: newsletterTopics.id })
    .from(newsletterTopics)
    .where(and(eq(newsletterTopics.tenantId, tenantId), inArray(newsletterTopics.id, [...topicIds])));
  const unknown = topicIds.filter((id) => !known.some((topic) => topic.id === id));
  if (unknown.length) {
    throw new InvalidDataError('Unknown newsletter topic', {
      code: customerErrorCodes.newsletterTopicUnknown,
      details: { topicIds: unknown },
    });
  }
}

type Owner = { tenantId: string; customerId: string };

export async function addPendingSubscriptions(executor: Executor, owner: Owner, topicIds: readonly string[]) {
  if (!topicIds.length) return [];
  const added = await executor
    .insert(newsletterSubscriptions)
    .values([...new Set(topicIds)].map((topicId) => ({ ...owner, topicId, status: 'pending' as const })))
    .onConflictDoUpdate({
      target: [newsletterSubscriptions.customerId, newsletterSubscriptions.topicId],
      set: { status: sql`${newsletterSubscriptions.status}` },
    })
    .returning({ topicId: newsletterSubscriptions.topicId, status: newsletterSubscriptions.status });
  return added.filter((row) => row.status === 'pending').map((row) => row.topicId);
}

export async function confirmSubscriptions(executor: Executor, owner: Owner, topicIds?: readonly string[]) {
  await executor
    .update(newsletterSubscriptions)
    .set({ status: 'subscribed' })
    .where(
      and(
        eq(newsletterSubscriptions.tenantId, owner.tenantId),
        eq(newsletterSubscriptions.customerId, owner.customerId),
        eq(newsletterSubscriptions.status, 'pending'),
        topicIds ? inArray(newsletterSubscriptions.topicId, [...topicIds, '']) : undefined,
      ),
    );
}

/** §4: unsubscribing removes the topics at once. */
export async function removeSubscriptions(executor: Executor, owner: Owner, topicIds: readonly string[]) {
  if (!topicIds.length) return;
  await executor
    .delete(newsletterSubscriptions)
    .where(
      and(
        eq(newsletterSubscriptions.tenantId, owner.tenantId),
        eq(newsletterSubscriptions.customerId, owner.customerId),
        inArray(newsletterSubscriptions.topicId, [...topicIds]),
      ),
    );
}
