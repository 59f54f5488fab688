import { and, desc, sql } from 'drizzle-orm';
import type { Executor } from '../db/database.js';
import { outboxEmails, type EmailAttachmentRecord } from '../db/schema/customers.js';

/** A file sent along, read from `path` when the e-mail goes out (never held in memory). */
export type EmailAttachment = EmailAttachmentRecord;

export type EmailMessage = {
  tenantId: string;
  to: string;
  subject: string;
  text: string;
  attachments?: EmailAttachment[];
};

/** Sends an e-mail; the outbox is the one implementation so far (no mail server in the demo). */
export interface EmailSender {
  send(message: EmailMessage, executor?: Executor): Promise<void>;
  /** The storefront its e-mails link to (STOREFRONT_URL): an order's page (decision 0090). */
  readonly storefrontUrl: string;
  /** Writes in the transaction given as executor, so the e-mail commits or rolls back with it. */
  joinsTransaction?: boolean;
}

/** Writes each e-mail to the outbox table, in the caller's transaction when it passes one. */
export function outboxEmailSender(db: Executor, storefrontUrl: string): EmailSender {
  return {
    storefrontUrl,
    joinsTransaction: true,
    send: async ({ tenantId, to, subject, text, attachments = [] }, executor = db) => {
      // clock_timestamp: several e-mails of one transaction still list in the order they were sent.
      await executor.insert(outboxEmails).values({
        tenantId,
        recipient: to,
        subject,
        textBody: text,
        attachments,
        createdAt: sql`clock_timestamp()`,
      });
    },
  };
}

export type OutboxEmail = {
  id: string;
  to: string;
  subject: string;
  text: string;
  attachments: EmailAttachment[];
  sentAt: string;
};

/** The newest e-mails first, optionally those to one address (any case). */
export async function listOutboxEmails(
  executor: Executor,
  to: string | undefined,
  limit = 100,
): Promise<OutboxEmail[]> {
  const rows = await executor
    .select()
    .from(outboxEmails)
    .where(and(to ? sql`lower(${outboxEmails.recipient}) = lower(${to.trim()})` : undefined))
    .orderBy(desc(outboxEmails.createdAt), desc(outboxEmails.id))
    .limit(limit);
  return rows.map((row) => ({
    id: row.id,
    to: row.recipient,
    subject: row.subject,
    text: row.textBody,
    attachments: row.attachments,
    sentAt: row.createdAt.toISOString(),
  }));
}
