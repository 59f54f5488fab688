import { z } from 'zod';
import { createFieldRules, defaultFieldRuleMessages, type FieldRuleMessages } from './field-rules.js';

// §1 newsletter subscribe and unsubscribe blocks, anonymous variant (§6, issue 18): a guest
// subscribes by e-mail with double opt-in and leaves by a link. Plain zod: the storefront imports it.

export const newsletterErrorCodes = {
  newsletterTokenInvalid: 'NEWSLETTER_TOKEN_INVALID',
  newsletterRateLimited: 'NEWSLETTER_RATE_LIMITED',
  newsletterRecipientLimited: 'NEWSLETTER_RECIPIENT_LIMITED',
} as const;

/** A page of the storefront, as a path: where the e-mailed links lead. */
const storefrontPath = z
  .string()
  .max(200)
  .regex(/^\/(?![/\\])[^\s?#]*$/, 'a path of the storefront');

/** The guest form: an e-mail and at least one topic (§5 "Please choose at least one value"). */
export function guestSubscriptionSchemaOf(
  messages: FieldRuleMessages & { chooseOne: string } = {
    ...defaultFieldRuleMessages,
    chooseOne: 'Please choose at least one value',
  },
) {
  return z.object({
    email: createFieldRules(messages).email,
    topicIds: z
      .array(z.string().max(64), { required_error: messages.chooseOne })
      .min(1, messages.chooseOne)
      .max(20),
  });
}

/** POST /api/newsletter/subscriptions: answers 202 whether or not the address is known. */
export const guestSubscriptionBodySchema = guestSubscriptionSchemaOf().extend({ pagePath: storefrontPath });
export type GuestSubscriptionBody = z.infer<typeof guestSubscriptionBodySchema>;

/** POST /api/newsletter/unsubscribe-requests: e-mails a link to leave, when the address is subscribed. */
export const guestUnsubscribeRequestBodySchema = z.object({
  email: createFieldRules().email,
  pagePath: storefrontPath,
});

export const newsletterTokenBodySchema = z.object({ token: z.string().min(1).max(200) });

export const newsletterAcceptedSchema = z.object({ status: z.literal('CONFIRMATION_SENT') });
export const newsletterDoneSchema = z.object({ topicIds: z.array(z.string()) });
