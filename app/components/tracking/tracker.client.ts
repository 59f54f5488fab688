// Issue 37, decision 0086: the browser's tracking layer, loaded only after the statistics consent
// (the root's TrackingLayer imports it then): the dataLayer in GA4's e-commerce shape, the tag
// manager's containers under the CSP nonce, and the first-party collector fed in batches.
import type { ProductSummary } from '../../../backend/src/schemas/catalogue.js';
import type { TrackingEvent } from '../../../backend/src/schemas/tracking.js';
import { trackingEventsPerPageView } from '../../../backend/src/schemas/tracking-limits.js';
import { failedRequestEvent } from './failed-requests';
import { pageLoadingSteps } from './page-loading';
import { checkoutAttemptOf, endCheckoutAttempt, isNewPaymentChoice } from './payment-choices';
import { trackingEvents, type TrackingEventDraft } from './tracking-events';
import { pageNameOf } from './tracking-gate';
import type { useRootData } from '~/utils/root-data';
import { sendSearchEvent } from '../search/search-events';
import { takeSearchConversion } from '../search/search-insights-cache';

export const TRACKING_RELAY_PATH = '/resources/tracking';
const FLUSH_DELAY_MS = 1_000;

type DataLayerWindow = Window & { dataLayer?: Record<string, unknown>[] };

let pageName = '';
let pageDrafts: readonly TrackingEventDraft[] = [];
let pageViewId = '';
let sentThisPageView = 0;
let queue: TrackingEvent[] = [];
let flushTimer: ReturnType<typeof setTimeout> | undefined;
const loadedContainers = new Set<string>();

const dataLayer = () => ((window as DataLayerWindow).dataLayer ??= []);

const randomId = () => {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
};

/** The GA4 convention: a new ecommerce object clears the one before. */
function pushToDataLayer(event: TrackingEvent) {
  if (event.ecommerce) dataLayer().push({ ecommerce: null });
  dataLayer().push({ ...event });
}

/** §9: up to 250 events per page view reach the collector; a beacon outlives the page. */
export function flush() {
  clearTimeout(flushTimer);
  flushTimer = undefined;
  const room = trackingEventsPerPageView - sentThisPageView;
  const events = queue.slice(0, Math.max(0, room));
  queue = [];
  if (events.length === 0) return;
  sentThisPageView += events.length;
  const body = JSON.stringify({ page_view_id: pageViewId, events });
  try {
    if (navigator.sendBeacon?.(TRACKING_RELAY_PATH, body)) return;
    void fetch(TRACKING_RELAY_PATH, { method: 'POST', body, keepalive: true }).catch(() => undefined);
  } catch {
    // Tracking never breaks the page.
  }
}

function record(draft: TrackingEventDraft, send = true) {
  const event = { ...draft, page_name: pageName, occurred_at: new Date().toISOString() } as TrackingEvent;
  pushToDataLayer(event);
  if (!send) return;
  queue.push(event);
  flushTimer ??= setTimeout(flush, FLUSH_DELAY_MS);
}

/**
 * A new page: its page view, then the events its loaders prepared. The server recorded the page
 * view of a document it served itself, so only a client navigation's page view is sent.
 */
export function startPageView(
  name: string,
  drafts: readonly TrackingEventDraft[],
  options: { userType: TrackingEvent['user_type'] | null; recordedByServer: boolean },
) {
  flush();
  pageName = name;
  pageDrafts = drafts;
  pageViewId = randomId();
  sentThisPageView = 0;
  record(
    { event: 'page_view', ...(options.userType ? { user_type: options.userType } : {}) },
    !options.recordedByServer,
  );
  // The server records a purchase itself too; the collector keeps one of the two.
  for (const draft of drafts) record(draft);
  if (drafts.some((draft) => draft.event === 'purchase')) endCheckoutAttempt(tabStorage());
}

const tabStorage = () => {
  try {
    return globalThis.sessionStorage ?? null;
  } catch {
    return null;
  }
};

export function track(draft: TrackingEventDraft) {
  record(draft);
}

export function trackCartChange(currency: string, product: ProductSummary, before: number, after: number) {
  record(trackingEvents.cartChange(currency, product, before, after));
}

export function trackSelectItem(currency: string, listName: string, product: ProductSummary, index: number) {
  record(trackingEvents.selectItem(currency, listName, product, index));
}

/** The tenant's tag-manager containers (§9), each once, under the page's CSP nonce. */
export function loadTagManagers(codes: readonly string[]) {
  const nonce = document.querySelector<HTMLScriptElement>('script[nonce]')?.nonce ?? '';
  for (const code of codes) {
    if (loadedContainers.has(code)) continue;
    loadedContainers.add(code);
    dataLayer().push({ 'gtm.start': Date.now(), event: 'gtm.js' });
    const script = document.createElement('script');
    script.async = true;
    script.nonce = nonce;
    script.src = `https://www.googletagmanager.com/gtm.js?id=${encodeURIComponent(code)}`;
    document.head.append(script);
  }
}

/**
 * The page's fetches (Remix posts forms with fetch): the checkout's pay form as it is sent, and
 * §8 the failed ones as error events.
 */
function watchRequests() {
  const pageFetch = window.fetch.bind(window);
  window.fetch = async (input, init) => {
    const url = new URL(input instanceof Request ? input.url : String(input), location.href);
    if (url.origin !== location.origin) return pageFetch(input, init);
    const body = init?.body;
    const form = body instanceof FormData || body instanceof URLSearchParams ? body : null;
    const failure = {
      method: (init?.method ?? (input instanceof Request ? input.method : 'GET')).toUpperCase(),
      path: url.pathname,
      intent: form?.get('intent')?.toString() ?? null,
    };
    if (form && failure.method === 'POST' && failure.intent === 'pay') recordPaymentChoice(form);
    let response: Response;
    try {
      response = await pageFetch(input, init);
    } catch (error) {
      const aborted = error instanceof DOMException && error.name === 'AbortError';
      const event = aborted ? null : failedRequestEvent({ ...failure, status: null, body: null });
      if (event) record(event);
      throw error;
    }
    if (response.status >= 400) {
      const json = response.headers.get('Content-Type')?.includes('json');
      void (json ? response.clone().json() : Promise.resolve(null))
        .catch(() => null)
        .then((answer: unknown) => {
          const event = failedRequestEvent({ ...failure, status: response.status, body: answer });
          if (event) record(event);
        });
    }
    return response;
  };
}

/**
 * add_payment_info when the checkout's pay form is sent with a method (GA4: the payment info is
 * given), with the begun checkout's items; a saved card is a card payment. The page goes on to the
 * provider's page at once, so the pagehide flush sends it. Once per payment choice per checkout
 * attempt: paying again with the same method after a decline is no new choice.
 */
function recordPaymentChoice(form: FormData | URLSearchParams) {
  const checkout = pageDrafts.find((draft) => draft.event === 'begin_checkout')?.ecommerce;
  const method = form.get('paymentMethodKey')?.toString() ?? '';
  const paymentType = method.startsWith('saved:') ? 'credit-cards' : method;
  if (!checkout || !/^[a-z_-]{1,40}$/.test(paymentType)) return;
  if (isNewPaymentChoice(tabStorage(), checkoutAttemptOf(checkout.items), paymentType))
    record(trackingEvents.addPaymentInfo(checkout, paymentType));
}

watchRequests();
addEventListener('pagehide', flush);
document.addEventListener('visibilitychange', () => {
  if (document.visibilityState === 'hidden') flush();
});

const isProduct = (value: unknown): value is ProductSummary => {
  const product = value as Partial<ProductSummary> | null;
  return (
    typeof product?.sku === 'string' &&
    typeof product.name === 'string' &&
    typeof product.slug === 'string' &&
    typeof product.price?.regular === 'number' &&
    Array.isArray(product.parentCategories) &&
    typeof product.weightArticle === 'boolean'
  );
};

/** The products a page's loaders gave it (tiles, the product, the cart's lines), by sku. */
export function productsIn(data: unknown, found = new Map<string, ProductSummary>(), depth = 0) {
  if (depth > 7 || typeof data !== 'object' || data === null) return found;
  if (isProduct(data)) {
    if (!found.has(data.sku)) found.set(data.sku, data);
    return found;
  }
  for (const value of Array.isArray(data) ? data : Object.values(data)) productsIn(value, found, depth + 1);
  return found;
}

/** add_to_cart and remove_from_cart from the change of the cart's quantities (decision 0048's map). */
export function trackCartQuantities(
  currency: string,
  before: Readonly<Record<string, number>>,
  after: Readonly<Record<string, number>>,
  products: ReadonlyMap<string, ProductSummary>,
) {
  for (const sku of new Set([...Object.keys(before), ...Object.keys(after)])) {
    const was = before[sku] ?? 0;
    const is = after[sku] ?? 0;
    const product = products.get(sku);
    if (was !== is && product) trackCartChange(currency, product, was, is);
    // §1: a result the shopper clicked in a search and now adds is that search's conversion.
    const conversion = is > was ? takeSearchConversion(sku) : null;
    if (conversion) sendSearchEvent(conversion);
  }
}

/** select_item: a click on a product of the page's list, found by its slug in the link. */
export function watchProductClicks(
  currency: string,
  listName: () => string | null,
  products: () => ProductSummary[],
) {
  const onClick = (event: MouseEvent) => {
    const href = (event.target as Element | null)?.closest?.('a[href]')?.getAttribute('href');
    const list = listName();
    if (!href || !list) return;
    const path = href.split(/[?#]/)[0] ?? '';
    const shown = products();
    const index = shown.findIndex((product) => path.split('/').includes(product.slug));
    const product = shown[index];
    if (product) trackSelectItem(currency, list, product, index);
  };
  document.addEventListener('click', onClick, { capture: true });
  return () => document.removeEventListener('click', onClick, { capture: true });
}

/** view_cart from the cart page's own data (its loader is not the tracking layer's). */
export function cartPageDrafts(currency: string, matches: readonly { id: string; data: unknown }[]) {
  const cart = matches.find((match) => match.id === 'routes/cart')?.data as
    { cart?: { priceInfo?: { orderValue?: number }; productLineItems?: unknown } } | undefined;
  const lines = cart?.cart?.productLineItems;
  const total = cart?.cart?.priceInfo?.orderValue;
  if (!Array.isArray(lines) || typeof total !== 'number') return [];
  return [trackingEvents.viewCart(currency, total, lines as Parameters<typeof trackingEvents.viewCart>[2])];
}

const SIGN_UP_KEY = 'tracking-sign-up';

/** One sign_up per landing: a reload of the landing keeps its location key (the tab's history). */
function isNewSignUp(locationKey: string, customerId: string) {
  const landing = `${locationKey}:${customerId}`;
  try {
    const storage = tabStorage();
    if (storage?.getItem(SIGN_UP_KEY) === landing) return false;
    storage?.setItem(SIGN_UP_KEY, landing);
  } catch {
    // Without storage a reload of the landing counts again.
  }
  return true;
}

/** What the root's TrackingLayer hands over on each change of the page, its data or the cart. */
export type FollowedPage = {
  tracking: NonNullable<ReturnType<typeof useRootData>>['tracking'];
  currency: string;
  location: { key: string; pathname: string; search: string };
  matches: readonly { id: string; data: unknown }[];
  cart: Readonly<Record<string, number>>;
  customerId: string | null;
  /** A client navigation is under way (Remix's navigation is not idle). */
  navigating: boolean;
};

let followed: FollowedPage | undefined;

/**
 * The products of the pages followed so far, by sku, newest last. The root's cart quantities and
 * the page's data that names a line's product revalidate apart (a navigation's answer may carry the
 * root read before a removal and the cart page read after it), so the render whose quantities
 * change may no longer hold the product, nor the one before it.
 */
const seenProducts = new Map<string, ProductSummary>();
const SEEN_PRODUCTS_KEPT = 2_000;

function noteProducts(matches: FollowedPage['matches']) {
  for (const [sku, product] of productsIn(matches.map((match) => match.data))) {
    seenProducts.delete(sku);
    seenProducts.set(sku, product);
  }
  for (const sku of seenProducts.keys()) {
    if (seenProducts.size <= SEEN_PRODUCTS_KEPT) break;
    seenProducts.delete(sku);
  }
}
let stopProductClicks: (() => void) | undefined;
const pageLoading = pageLoadingSteps(() => performance.now());

const draftsOf = (data: unknown): TrackingEventDraft[] => {
  const drafts = (data as { trackingEvents?: unknown } | null)?.trackingEvents;
  return Array.isArray(drafts) ? (drafts as TrackingEventDraft[]) : [];
};
const codeOf = (code: string) => (/^[A-Za-z0-9_.-]{1,60}$/.test(code) ? { error_code: code } : {});

/**
 * The page as the root sees it: a page view per location (a revalidation of the same page is
 * none), the events its loaders prepared, add_to_cart and remove_from_cart from the cart's
 * quantities, login once a customer appears, sign_up on the registration's landing, select_item
 * on the page's product list,
 * and §4 a client navigation's page loading start (on the page it leaves) and end (on the page it
 * reached, after that page's view).
 */
export function followPage(page: FollowedPage) {
  const before = followed;
  followed = page;
  const { tracking, currency, location, matches } = page;
  const query = new URLSearchParams(location.search);
  // The registration lands on the profile with from=registration, logged in: at once from its
  // form (a navigation in the app), or as the page load of the e-mailed confirmation link.
  const fromRegistration = query.get('from') === 'registration' && page.customerId !== null;
  if (before?.location.key !== location.key) {
    loadTagManagers(tracking.tagManagerCodes);
    // The server recorded the page view of the document it served itself.
    startPageView(
      pageNameOf(location.pathname, tracking.pageNamePrefix),
      [...matches.flatMap((match) => draftsOf(match.data)), ...cartPageDrafts(currency, matches)],
      { userType: tracking.userType ?? 'guest', recordedByServer: !before },
    );
    // §2, §8: the checkout carries paymentError with a code, or generalError.
    const paymentError = query.get('paymentError');
    if (paymentError !== null)
      track({ event: 'error', error_class: 'paymentError', ...codeOf(paymentError) });
    else if (query.has('generalError')) track({ event: 'error', error_class: 'other' });
    if (fromRegistration && isNewSignUp(location.key, page.customerId!)) track(trackingEvents.signUp());
  }
  noteProducts(matches);
  if (before && before.cart !== page.cart)
    trackCartQuantities(currency, before.cart, page.cart, seenProducts);
  if (before && !before.customerId && page.customerId && !fromRegistration) track(trackingEvents.login());
  const loading = pageLoading(page.navigating);
  if (loading) track(loading);
  stopProductClicks ??= watchProductClicks(
    currency,
    () =>
      followed?.matches
        .flatMap((match) => draftsOf(match.data))
        .find((draft) => draft.event === 'view_item_list')?.ecommerce?.item_list_name ?? null,
    () => [...productsIn(followed?.matches.at(-1)?.data).values()],
  );
}
