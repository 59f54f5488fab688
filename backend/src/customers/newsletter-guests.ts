import { and, eq, sql } from 'drizzle-orm';
import { hashSecretToken, newSecretToken } from '../auth/secret-token.js';
import type { Executor } from '../db/database.js';
import { newsletterGuests } from '../db/schema/newsletter-guests.js';

// §4 Newsletter for guests: each statement changes an address's topics in one conditional
// upsert or update, so two requests at once never lose a topic.

const normalized = (email: string) => email.trim().toLowerCase();

export type GuestSubscriptionRequest = {
  /** For the e-mailed link; undefined when every topic asked for is already subscribed. */
  confirmationToken?: string;
  unsubscribeToken: string;
  pendingTopicIds: string[];
};

/** Adds topics as pending (double opt-in) and answers what the confirmation e-mail needs. */
export async function requestGuestSubscription(
  executor: Executor,
  tenantId: string,
  email: string,
  topicIds: readonly string[],
): Promise<GuestSubscriptionRequest> {
  const confirmationToken = newSecretToken();
  const [row] = await executor
    .insert(newsletterGuests)
    .values({
      tenantId,
      email: normalized(email),
      pendingTopicIds: [...new Set(topicIds)].sort(),
      confirmationTokenHash: hashSecretToken(confirmationToken),
      unsubscribeToken: newSecretToken(),
    })
    .onConflictDoUpdate({
      target: [newsletterGuests.tenantId, newsletterGuests.email],
      set: {
        pendingTopicIds: sql`array(select distinct topic from unnest(${newsletterGuests.pendingTopicIds} || excluded.pending_topic_ids) as topic where topic <> all(${newsletterGuests.topicIds}) order by topic)`,
        confirmationTokenHash: sql`excluded.confirmation_token_hash`,
      },
    })
    .returning({
      pendingTopicIds: newsletterGuests.pendingTopicIds,
      unsubscribeToken: newsletterGuests.unsubscribeToken,
    });
  const pendingTopicIds = row!.pendingTopicIds;
  return {
    confirmationToken: pendingTopicIds.length ? confirmationToken : undefined,
    unsubscribeToken: row!.unsubscribeToken,
    pendingTopicIds,
  };
}

/** Following the e-mailed link: the pending topics become active; undefined for an unknown or used link. */
export async function confirmGuestSubscription(executor: Executor, tenantId: string, token: string) {
  const [row] = await executor
    .update(newsletterGuests)
    .set({
      topicIds: sql`array(select distinct topic from unnest(${newsletterGuests.topicIds} || ${newsletterGuests.pendingTopicIds}) as topic order by topic)`,
      pendingTopicIds: sql`'{}'::text[]`,
      confirmationTokenHash: null,
    })
    .where(
      and(
        eq(newsletterGuests.tenantId, tenantId),
        eq(newsletterGuests.confirmationTokenHash, hashSecretToken(token)),
      ),
    )
    .returning({ topicIds: newsletterGuests.topicIds });
  return row;
}

/** §4: unsubscribing removes the topics at once; undefined for an unknown link. */
export async function unsubscribeGuest(executor: Executor, tenantId: string, token: string) {
  const [row] = await executor
    .update(newsletterGuests)
    .set({ topicIds: sql`'{}'::text[]`, pendingTopicIds: sql`'{}'::text[]`, confirmationTokenHash: null })
    .where(and(eq(newsletterGuests.tenantId, tenantId), eq(newsletterGuests.unsubscribeToken, token)))
    .returning({ topicIds: newsletterGuests.topicIds });
  return row;
}

/** The link to leave, for an address that gets at least one topic. */
export async function unsubscribeTokenOf(executor: Executor, tenantId: string, email: string) {
  const [row] = await executor
    .select({ token: newsletterGuests.unsubscribeToken })
    .from(newsletterGuests)
    .where(
      and(
        eq(newsletterGuests.tenantId, tenantId),
        eq(newsletterGuests.email, normalized(email)),
        sql`cardinality(${newsletterGuests.topicIds}) > 0`,
      ),
    );
  return row?.token;
}
