import type { AppLoadContext } from '@remix-run/node';
import { hasLoggedInCookie, isUnauthenticated } from '~/utils/auth.server';
import { recaptchaChallenge } from '~/utils/recaptcha.server';
import type { NewsletterDatum } from './block-data';
import type { BlockLoader } from './block-loader.server';
import { customerPrefill } from './customer-prefill.server';
import { questionnairePrefill } from './questionnaire-prefill';

const tokenParameter = (request: Request, name: string) =>
  new URL(request.url).searchParams.get(name)?.slice(0, 200) || undefined;

/** §6: the topics for everyone, a customer's own too; the token of an e-mailed link followed to this page. */
async function newsletterDatum(
  context: AppLoadContext,
  request: Request,
): Promise<{ newsletter: NewsletterDatum }> {
  const { topics } = await context.customer.getNewsletterTopics();
  let subscribedTopicIds: string[] = [];
  let loggedIn = hasLoggedInCookie(request);
  if (loggedIn) {
    try {
      const customer = await context.customer.getCustomer();
      subscribedTopicIds = customer.newsletterTopics.map((topic) => topic.newsletterTopicId);
    } catch (error) {
      if (!isUnauthenticated(error)) throw error;
      loggedIn = false;
    }
  }
  return {
    newsletter: {
      loggedIn,
      topics,
      subscribedTopicIds,
      confirmToken: tokenParameter(request, 'newsletterConfirm'),
      unsubscribeToken: tokenParameter(request, 'newsletterUnsubscribe'),
    },
  };
}

/** Loaders of the blocks with forms for shoppers (issue 18): what a form starts with. */
export const formBlockLoaders: Record<string, BlockLoader> = {
  contactForm: async (context, _block, request) => ({
    contactForm: {
      prefill: await customerPrefill(context, request),
      recaptcha: recaptchaChallenge(context, request),
    },
  }),
  newsletterSubscribe: (context, _block, request) => newsletterDatum(context, request),
  newsletterUnsubscribe: (context, _block, request) => newsletterDatum(context, request),
  questionnaire: async (context, _block, request) => {
    const prefill = await customerPrefill(context, request);
    return {
      questionnaire: {
        loggedIn: Boolean(prefill.email),
        prefill: questionnairePrefill(prefill, new Date()),
      },
    };
  },
};
