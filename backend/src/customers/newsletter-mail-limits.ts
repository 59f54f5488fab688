import type { Database } from '../db/database.js';
import { TooManyRequestsError } from '../errors.js';
import { reserveAttempt, secondsUntilWindowEnds, type AttemptLimit } from '../rate-limits/attempt-window.js';
import { newsletterErrorCodes } from '../schemas/newsletter.js';

// Decision 0038: nobody fills strangers' mailboxes from one client address. Decision 0069: nor
// from many; a recipient gets a few a day whoever asks. Every request counts, mailed or not, so
// the answer says nothing about whether the address is subscribed.
export const maxNewsletterMailsPerAddress = 10;
export const maxNewsletterMailsPerRecipient = 3;

export type NewsletterMailRequest = { tenantId: string; email: string; clientAddress: string };

function limitsFor({ tenantId, email, clientAddress }: NewsletterMailRequest) {
  return {
    client: {
      scope: 'newsletter',
      key: clientAddress,
      maxAttempts: maxNewsletterMailsPerAddress,
      windowMinutes: 60,
    },
    recipient: {
      scope: 'newsletter-recipient',
      key: `${tenantId}:${email.trim().toLowerCase()}`,
      maxAttempts: maxNewsletterMailsPerRecipient,
      windowMinutes: 24 * 60,
    },
  } satisfies Record<string, AttemptLimit>;
}

const clientLimitedError = (retryAfterSeconds: number) =>
  new TooManyRequestsError('Too many newsletter requests. Please try again later.', {
    code: newsletterErrorCodes.newsletterRateLimited,
    retryAfterSeconds,
  });

const recipientLimitedError = (retryAfterSeconds: number) =>
  new TooManyRequestsError(
    'This address has been sent enough newsletter e-mails for today. Please look in its inbox or try again tomorrow.',
    { code: newsletterErrorCodes.newsletterRecipientLimited, retryAfterSeconds },
  );

/** Counts a newsletter e-mail asked for; a full window throws and, rolled back, counts nothing. */
export async function reserveNewsletterMail(db: Database, request: NewsletterMailRequest): Promise<void> {
  const { client, recipient } = limitsFor(request);
  await db.transaction(async (tx) => {
    if (!(await reserveAttempt(tx, client)))
      throw clientLimitedError(await secondsUntilWindowEnds(tx, client));
    if (!(await reserveAttempt(tx, recipient)))
      throw recipientLimitedError(await secondsUntilWindowEnds(tx, recipient));
  });
}
