import { parseWithZod } from '@conform-to/zod';
import { data, type AppLoadContext } from '@remix-run/node';
import type { z } from 'zod';
import { newsletterErrorCodes } from '../../backend/src/schemas/newsletter.js';
import { ApiError } from '~/services/api-errors.server';
import { hasLoggedInCookie } from '~/utils/auth.server';
import {
  createGuestSubscriptionSchema,
  createUnsubscribeRequestSchema,
  customerTopicsSchema,
  newsletterTokenSchema,
} from './newsletter-form-schemas';
import {
  NEWSLETTER_CONFIRM_INTENT,
  NEWSLETTER_SUBSCRIBE_INTENT,
  type NewsletterAnswer,
  type NewsletterIntent,
  type NewsletterOutcome,
} from './block-forms';

type Variant = 'loggedIn' | 'anonymous';

function failureText(error: ApiError, intent: NewsletterIntent, variant: Variant, t: AppLoadContext['t']) {
  if (error.code === newsletterErrorCodes.newsletterRecipientLimited)
    return t('forms.newsletter.recipientLimited');
  if (error.status === 429) {
    const seconds = (error.details as { retryAfterSeconds?: number } | undefined)?.retryAfterSeconds ?? 3600;
    return t('forms.newsletter.rateLimited', { count: Math.max(1, Math.ceil(seconds / 60)) });
  }
  if (intent === NEWSLETTER_CONFIRM_INTENT) return t(`forms.newsletter.${variant}.confirmError`);
  if (intent === NEWSLETTER_SUBSCRIBE_INTENT) return t(`forms.newsletter.${variant}.subscribeError`);
  return t('forms.newsletter.unsubscribeError');
}

/**
 * §1 newsletter subscribe and unsubscribe blocks, each in its logged-in and anonymous variant (§6):
 * a customer manages the account's topics (202: the confirmation e-mail went out), a guest
 * subscribes by e-mail with double opt-in, confirms and leaves by the e-mailed links.
 */
export async function newsletterAction(
  intent: NewsletterIntent,
  formData: FormData,
  request: Request,
  context: AppLoadContext,
) {
  const blockId = String(formData.get('blockId') ?? '').slice(0, 100);
  const variant: Variant = hasLoggedInCookie(request) ? 'loggedIn' : 'anonymous';
  const pagePath = new URL(request.url).pathname;
  const answer = (result: NewsletterAnswer['result'], outcome: NewsletterOutcome | null = null) =>
    ({ intent, blockId, result, outcome }) satisfies NewsletterAnswer;

  async function run<S extends z.ZodTypeAny>(
    schema: S,
    act: (value: z.output<S>) => Promise<NewsletterOutcome>,
  ) {
    const submission = parseWithZod(formData, { schema });
    if (submission.status !== 'success') return data(answer(submission.reply()), { status: 400 });
    try {
      return data(answer(submission.reply(), await act(submission.value)));
    } catch (error) {
      if (!(error instanceof ApiError) || error.status >= 500) throw error;
      const result = submission.reply({ formErrors: [failureText(error, intent, variant, context.t)] });
      return data(answer(result), { status: error.status === 429 ? 429 : 400 });
    }
  }

  const token = formData.get('token');
  switch (intent) {
    case NEWSLETTER_SUBSCRIBE_INTENT:
      if (variant === 'anonymous') {
        return run(createGuestSubscriptionSchema(context.t), async (value) => {
          await context.newsletter.subscribeGuest({ ...value, pagePath });
          return 'pending';
        });
      }
      return run(customerTopicsSchema, async ({ topicIds }) => {
        const current = (await context.customer.getCustomer()).newsletterTopics.map(
          (topic) => topic.newsletterTopicId,
        );
        const pending = await context.customer.manageNewsletterTopics(
          topicIds.filter((id) => !current.includes(id)),
          current.filter((id) => !topicIds.includes(id)),
        );
        return pending ? 'pending' : 'subscribed';
      });
    case NEWSLETTER_CONFIRM_INTENT:
      return run(newsletterTokenSchema, async (value) => {
        await context.newsletter.confirmGuest(value.token);
        return 'confirmed';
      });
    default:
      if (token) {
        return run(newsletterTokenSchema, async (value) => {
          await context.newsletter.unsubscribeGuest(value.token);
          return 'unsubscribed';
        });
      }
      if (variant === 'loggedIn') {
        return run(customerTopicsSchema, async () => {
          const current = (await context.customer.getCustomer()).newsletterTopics.map(
            (topic) => topic.newsletterTopicId,
          );
          await context.customer.manageNewsletterTopics([], current);
          return 'unsubscribed';
        });
      }
      return run(createUnsubscribeRequestSchema(context.t), async ({ email }) => {
        await context.newsletter.requestUnsubscribeLink(email, pagePath);
        return 'linkSent';
      });
  }
}
