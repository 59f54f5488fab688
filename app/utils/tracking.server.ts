import { randomBytes } from 'node:crypto';
import type { AppLoadContext } from '@remix-run/node';
import { parse as parseCookies, serialize as serializeCookie } from 'cookie';
import type { ClientRuntimeConfig } from '../../backend/src/schemas/tenant.js';
import type { TrackingEvent } from '../../backend/src/schemas/tracking.js';
import { readConsent } from '~/blocks/consent.server';
import { getEnv } from '~/env.server';
import { readWebviewFlags } from '~/sessions.server';
import { logEvent } from '~/utils/logger.server';
import type { Cart } from '../../backend/src/schemas/cart.js';
import type { OrderConfirmation } from '../../backend/src/schemas/checkout.js';
import {
  orderTypeOf,
  pageNameOf,
  trackingEvents,
  type TrackingEventDraft,
} from '~/components/tracking/tracking-events';
import { trackingAllowed } from '~/components/tracking/tracking-gate';

// Issue 37, decision 0086: the server's side of the tracking layer. The session id is random and
// lives in a cookie of the statistics category; it names no customer and is set only with consent.
export const TRACKING_SESSION_COOKIE = 'tracking_session';
const sessionIdPattern = /^[A-Za-z0-9_-]{8,64}$/;
export const randomTrackingId = () => randomBytes(16).toString('base64url');

export type TrackingSettings = {
  /** §9: the prefix of every page name. */
  pageNamePrefix: string;
  /** §9: tag-manager container codes (configured separated by semicolons). */
  tagManagerCodes: string[];
};

/** The tenant's tracking settings; without any, the tenant id is the prefix and no tag manager loads. */
export function trackingSettingsOf(config: ClientRuntimeConfig): TrackingSettings {
  const tracking = config.tracking;
  return {
    pageNamePrefix: tracking?.pageNamePrefix ?? config.tenantId,
    tagManagerCodes: (tracking?.tagManagerCodes ?? '')
      .split(';')
      .map((code) => code.trim())
      .filter((code) => /^GTM-[A-Z0-9]{4,12}$/.test(code)),
  };
}

/** Whether this request may be tracked: the statistics consent, and no webview without analytics=true. */
export function isTrackingAllowed(request: Request, config: ClientRuntimeConfig): boolean {
  return trackingAllowed(readConsent(request, config), readWebviewFlags(request).flags);
}

export function trackingSessionOf(request: Request): { id: string; setCookie: string | null } {
  const stored = parseCookies(request.headers.get('Cookie') ?? '')[TRACKING_SESSION_COOKIE];
  if (stored && sessionIdPattern.test(stored)) return { id: stored, setCookie: null };
  const id = randomTrackingId();
  // A browser session's cookie: the funnel's "session" ends when the browser does.
  const setCookie = serializeCookie(TRACKING_SESSION_COOKIE, id, {
    path: '/',
    sameSite: 'lax',
    httpOnly: true,
    secure: getEnv().NODE_ENV === 'production',
  });
  return { id, setCookie };
}

/** A document request, not a client navigation's data request (single fetch's `.data`). */
export function isDocumentRequest(request: Request): boolean {
  if (request.method !== 'GET') return false;
  const url = new URL(request.url);
  if (url.pathname.endsWith('.data') || url.searchParams.has('_data')) return false;
  // A prefetch or a background fetch is no page view.
  const purpose = request.headers.get('Sec-Purpose') ?? request.headers.get('Purpose');
  return !purpose?.includes('prefetch');
}

/**
 * Records events the server saw itself (source `server`): the page view of every document it
 * renders (held until then, so a loader's redirect counts none), so a shopper without JavaScript
 * is counted (the browser's tracker reports only its own client navigations), and the purchase on
 * the confirmation. Answers the Set-Cookie of a new session. The call is not awaited by the page:
 * a slow collector never slows a page down.
 */
export function recordServerEvents(
  context: AppLoadContext,
  request: Request,
  drafts: TrackingEventDraft[],
  { whenRendered = false } = {},
): { setCookie: string | null } {
  const config = context.tenant.config.clientRuntimeConfig;
  if (drafts.length === 0 || !isTrackingAllowed(request, config)) return { setCookie: null };
  const session = trackingSessionOf(request);
  const pageName = pageNameOf(new URL(request.url).pathname, trackingSettingsOf(config).pageNamePrefix);
  const occurredAt = new Date().toISOString();
  const events = drafts.map(
    (draft) => ({ ...draft, page_name: pageName, occurred_at: occurredAt }) as TrackingEvent,
  );
  const batch = {
    session_id: session.id,
    page_view_id: randomTrackingId(),
    source: 'server' as const,
    events,
  };
  if (whenRendered) context.tracking.sendWhenRendered(batch);
  else
    void context.tracking.send(batch).then((stored) => {
      if (!stored) logEvent('warn', 'tracking events not stored', { requestId: context.requestId });
    });
  return { setCookie: session.setCookie };
}

export type RootTracking = {
  allowed: boolean;
  pageNamePrefix: string;
  tagManagerCodes: string[];
  /** §3 user type once the customer is known (null while nobody is logged in). */
  userType: 'loyalty' | 'customer' | null;
};

/** The root loader's part: what the browser's tracker needs, and the server's record of a document's page view. */
export function rootTracking(
  context: AppLoadContext,
  request: Request,
  customer: { loyaltyMember: boolean } | null,
  { recordPageView = true }: { recordPageView?: boolean } = {},
): { tracking: RootTracking; setCookies: string[] } {
  const config = context.tenant.config.clientRuntimeConfig;
  const allowed = isTrackingAllowed(request, config);
  const settings = trackingSettingsOf(config);
  const userType: RootTracking['userType'] = customer
    ? customer.loyaltyMember
      ? 'loyalty'
      : 'customer'
    : null;
  const tracking: RootTracking = allowed
    ? { allowed, ...settings, userType }
    : { allowed, pageNamePrefix: settings.pageNamePrefix, tagManagerCodes: [], userType: null };
  if (!allowed || !recordPageView || !isDocumentRequest(request)) return { tracking, setCookies: [] };
  const { setCookie } = recordServerEvents(
    context,
    request,
    [{ event: 'page_view', ...(userType ? { user_type: userType } : {}) }],
    { whenRendered: true },
  );
  return { tracking, setCookies: setCookie ? [setCookie] : [] };
}

/**
 * A screen's events for the page's dataLayer (issue 37), prepared by its loader: nothing at all
 * without the statistics consent or in a webview without analytics=true.
 */
/** Loaders build their events through this module, so no route's browser chunk carries them. */
export { trackingEvents };

export function trackingEventsFor(
  context: AppLoadContext,
  request: Request,
  build: (currency: string) => TrackingEventDraft[],
): TrackingEventDraft[] {
  const config = context.tenant.config.clientRuntimeConfig;
  return isTrackingAllowed(request, config) ? build(config.currency) : [];
}

/**
 * The purchase on the confirmation (§3 order type): for the dataLayer, and recorded by the server
 * too, so an order without JavaScript counts; the collector keeps one record per order.
 */
export async function trackPurchase(
  context: AppLoadContext,
  request: Request,
  order: OrderConfirmation,
  customer: { id: string } | null,
): Promise<{ trackingEvents: TrackingEventDraft[]; headers: Headers }> {
  const headers = new Headers();
  const config = context.tenant.config.clientRuntimeConfig;
  if (!isTrackingAllowed(request, config)) return { trackingEvents: [], headers };
  const ordersPlaced = customer
    ? await context.orders.listCustomerOrders(1).then(
        (list) => list.total,
        () => 2,
      )
    : 0;
  const draft = trackingEvents.purchase(
    config.currency,
    {
      orderNumber: order.orderNumber,
      total: order.total,
      lineItems: order.cart.productLineItems,
      shippingCents: order.cart.priceInfo.serviceFeesAfterDiscount,
    },
    orderTypeOf(customer ? { ordersPlaced } : null),
  );
  const { setCookie } = recordServerEvents(context, request, [draft]);
  if (setCookie) headers.append('Set-Cookie', setCookie);
  return { trackingEvents: [draft], headers };
}

/**
 * The checkout's events: begun, and the service and slot (§9 HH:MM) once chosen. The payment's
 * add_payment_info is the tracker's, as the pay form is sent, once per choice per checkout attempt;
 * a cart coming back with a payment (a declined one) is no new choice.
 */
export function checkoutTracking(
  context: AppLoadContext,
  request: Request,
  cart: Cart,
): TrackingEventDraft[] {
  return trackingEventsFor(context, request, (currency) => {
    const total = cart.priceInfo.orderValue;
    const lines = cart.productLineItems;
    const drafts: TrackingEventDraft[] = [trackingEvents.beginCheckout(currency, total, lines)];
    const service = cart.distributionAddress?.distributionType;
    if (service)
      drafts.push(
        trackingEvents.addShippingInfo(
          currency,
          total,
          lines,
          service === 'CLICK_AND_COLLECT' ? 'pickup' : 'delivery',
          cart.timeSlot?.start ?? null,
        ),
      );
    return drafts;
  });
}
