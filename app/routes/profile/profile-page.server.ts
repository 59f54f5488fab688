import type { AppLoadContext } from '@remix-run/node';
import { hasSessionExpiredCookie, redirectToLogin, requireCustomer } from '~/utils/auth.server';
import { canonicalUrlOf } from '~/utils/page-meta';

/** Every profile page: §4 an expired session leaves for login, else the logged-in customer. */
export async function profileCustomer(context: AppLoadContext, request: Request) {
  if (hasSessionExpiredCookie(request)) throw redirectToLogin(context, request);
  return requireCustomer(context, request);
}

export function profilePageData(context: AppLoadContext, request: Request, firstName: string) {
  return { title: context.t('account.profile.title'), canonicalUrl: canonicalUrlOf(request), firstName };
}
