import type { AppLoadContext } from '@remix-run/node';
import type { SavedPaymentMethodList } from '../../../backend/src/schemas/payment-methods.js';
import { hasSessionExpiredCookie, redirectToLogin, requireCustomer, withLogin } from '~/utils/auth.server';
import { canonicalUrlOf } from '~/utils/page-meta';

/** Every profile page: §4 an expired session leaves for login, else the logged-in customer. */
export async function profileCustomer(context: AppLoadContext, request: Request) {
  if (hasSessionExpiredCookie(request)) throw await redirectToLogin(context, request);
  return requireCustomer(context, request);
}

/**
 * What every profile section's page shows around it. §2 payment-warning menu entry: read with the
 * page (only customers see profile pages), so an expired card shows in the profile's navigation
 * at once and nothing of it outlives a logout (§4). The payment-methods section passes its list.
 */
export async function profilePageData(
  context: AppLoadContext,
  request: Request,
  firstName: string,
  savedCards?: Pick<SavedPaymentMethodList, 'hasInactiveMethods'>,
) {
  const cards = savedCards ?? (await withLogin(context, request, () => context.paymentMethods.list()));
  return {
    title: context.t('account.profile.title'),
    canonicalUrl: canonicalUrlOf(request),
    firstName,
    paymentWarning: cards.hasInactiveMethods,
  };
}
export type ProfilePageData = Awaited<ReturnType<typeof profilePageData>>;
