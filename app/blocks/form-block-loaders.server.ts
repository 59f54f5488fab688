import { recaptchaChallenge } from '~/utils/auth.server';
import type { Loader } from './block-data.server';
import { customerPrefill } from './customer-prefill.server';

/** Loaders of the blocks with forms for shoppers (issue 18): what a form starts with. */
export const formBlockLoaders: Record<string, Loader> = {
  contactForm: async (context, _block, request) => ({
    contactForm: {
      prefill: await customerPrefill(context, request),
      recaptcha: recaptchaChallenge(context, request),
    },
  }),
};
