import { data, type LoaderFunctionArgs } from '@remix-run/node';
import { promiseHash } from 'remix-utils/promise';
import type { ClientConfigs } from '../backend/src/schemas/content.js';
import { messagesHref } from './i18n.server';
import { getToast, languageCookie, readWebviewFlags } from './sessions.server';
import { describeError, logEvent } from './utils/logger.server';
import { loadShopperSession } from './utils/root-customer.server';
import { themeCss } from './utils/theme-css.server';
import { cartBadge } from '~/utils/cart-badge.server';
import { routePath } from '~/utils/route-paths.server';
import { rootTracking } from '~/utils/tracking.server';
import { isStaffAreaPath } from '~/routes/personal/staff-paths';

/** Every page's chrome: tenant, messages, shopper, toast and cart badge (the root route's loader). */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const { tenant, locale } = context;
  const { clientRuntimeConfig, themeConfig } = tenant.config;
  const webview = readWebviewFlags(request);
  const { chrome, toast, shopper, cart } = await promiseHash({
    // The chrome is not worth an error page of its own: the page's loader reports an outage (§8).
    chrome: context.content.getClientConfigs().catch((error: unknown) => {
      logEvent('warn', 'client configs unavailable', {
        requestId: context.requestId,
        ...describeError(error),
      });
      return {} as ClientConfigs;
    }),
    toast: getToast(request),
    shopper: loadShopperSession(context, request),
    cart: cartBadge(request, context.cart, routePath(context, 'checkout')),
  });
  // Issue 37: the tracking layer's settings, and the server's record of this page view (not of a
  // staff page: the staff area is not part of the shop's funnel).
  const tracking = rootTracking(context, request, shopper.customer, {
    recordPageView: !isStaffAreaPath(new URL(request.url).pathname),
  });
  const headers = new Headers();
  const cookies = [
    ...(toast.headers?.getSetCookie() ?? []),
    ...webview.setCookies,
    ...shopper.setCookies,
    ...tracking.setCookies,
  ];
  for (const cookie of cookies) headers.append('Set-Cookie', cookie);
  if (new URL(request.url).searchParams.get('lng') === locale)
    headers.append('Set-Cookie', await languageCookie.serialize(locale));

  const language = clientRuntimeConfig.locale.startsWith(locale) ? clientRuntimeConfig.locale : locale;
  return data(
    {
      locale,
      htmlLang: language,
      messagesHref: messagesHref(tenant, locale, context.clientBuild),
      logo: themeConfig.logo,
      themeCss: themeCss(themeConfig),
      chrome,
      toast: shopper.toast ?? toast.toast,
      // §4: the customer (when logged in) for the header badge and the favorite toggles.
      customer: shopper.customer,
      favoriteSkus: shopper.favoriteSkus,
      webview: webview.flags,
      tracking: tracking.tracking,
      paths: tenant.paths,
      cartCount: cart.count,
      // Decision 0048: tiles and the product page show a stepper for what is in the cart.
      cartQuantities: cart.quantities,
      // Money format and shop-forward mode (§1, §9) for links and prices in components.
      shop: {
        locale: clientRuntimeConfig.locale,
        currency: clientRuntimeConfig.currency,
        shopForward: clientRuntimeConfig.shopForward,
      },
    },
    { headers },
  );
}
