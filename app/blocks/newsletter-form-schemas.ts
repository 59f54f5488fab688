import type { TFunction } from 'i18next';
import { z } from 'zod';
import { createFieldRules } from '../../backend/src/schemas/field-rules.js';
import { guestSubscriptionSchemaOf } from '../../backend/src/schemas/newsletter.js';
import { translatedRuleMessages } from '~/utils/field-rules';

/** §1 newsletter subscribe, anonymous: e-mail and at least one topic, in the shopper's language. */
export function createGuestSubscriptionSchema(t: TFunction) {
  return guestSubscriptionSchemaOf({ ...translatedRuleMessages(t), chooseOne: t('validation.chooseOne') });
}

/** §1 newsletter subscribe, logged in: the topics ticked (none ticked is a choice too, to keep none). */
export const customerTopicsSchema = z.object({ topicIds: z.array(z.string().max(64)).max(20).default([]) });

/** §1 newsletter unsubscribe, anonymous: the address to send the link to leave. */
export function createUnsubscribeRequestSchema(t: TFunction) {
  return z.object({ email: createFieldRules(translatedRuleMessages(t)).email });
}

/** A confirmation or unsubscribe link's token, posted from the page it leads to. */
export const newsletterTokenSchema = z.object({ token: z.string().min(1).max(200) });
