import { useLocation, useMatches } from '@remix-run/react';
import { useEffect, useRef } from 'react';
import type { TrackingEventDraft } from './tracking-events';
import { pageNameOf } from './tracking-gate';
import { useRootData } from '~/utils/root-data';

let trackerLoad: ReturnType<typeof importTracker> | undefined;
const importTracker = () => import('./tracker.client');
// The tracker is its own chunk, fetched only once the shopper allowed statistics (issue 37).
const loadTracker = () => (trackerLoad ??= importTracker());

const draftsOf = (data: unknown): TrackingEventDraft[] => {
  const drafts = (data as { trackingEvents?: unknown } | null)?.trackingEvents;
  return Array.isArray(drafts) ? (drafts as TrackingEventDraft[]) : [];
};

/**
 * Issue 37, decision 0086: the tracking layer of every page. Without the statistics consent, or in
 * a webview without analytics=true, it does nothing at all: no dataLayer, no script, no request.
 */
export function TrackingLayer() {
  const root = useRootData();
  const tracking = root?.tracking;
  const allowed = Boolean(tracking?.allowed);
  const location = useLocation();
  const matches = useMatches();
  const currency = root?.shop.currency ?? 'EUR';
  const firstPage = useRef(true);
  const latest = useRef({ matches, cart: root?.cartQuantities ?? {}, customer: root?.customer ?? null });

  useEffect(() => {
    if (!allowed || !tracking) return;
    const recordedByServer = firstPage.current;
    firstPage.current = false;
    const drafts = matches.flatMap((match) => draftsOf(match.data));
    const query = new URLSearchParams(location.search);
    const paymentError = query.get('paymentError');
    void loadTracker().then((tracker) => {
      tracker.loadTagManagers(tracking.tagManagerCodes);
      tracker.startPageView(
        pageNameOf(location.pathname, tracking.pageNamePrefix),
        [...drafts, ...tracker.cartPageDrafts(currency, matches)],
        { userType: tracking.userType ?? 'guest', recordedByServer },
      );
      // §2, §8: the checkout carries paymentError with a code, or generalError.
      if (paymentError !== null)
        tracker.track({ event: 'error', error_class: 'paymentError', ...codeOf(paymentError) });
      else if (query.has('generalError')) tracker.track({ event: 'error', error_class: 'other' });
    });
    // A page view per location; a revalidation of the same page is none.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [allowed, location.key]);

  // add_to_cart / remove_from_cart from the cart's quantities, and login once a customer appears.
  const cart = root?.cartQuantities;
  const customerId = root?.customer?.id ?? null;
  useEffect(() => {
    const before = latest.current;
    latest.current = { matches, cart: cart ?? {}, customer: root?.customer ?? null };
    if (!allowed || !cart) return;
    void loadTracker().then((tracker) => {
      if (before.cart !== cart) {
        const products = tracker.productsIn(matches.map((match) => match.data));
        tracker.productsIn(
          before.matches.map((match) => match.data),
          products,
        );
        tracker.trackCartQuantities(currency, before.cart, cart, products);
      }
      if (!before.customer && customerId) {
        const signedUp = before.matches.some((match) => match.id.includes('registration'));
        tracker.track(
          signedUp ? { event: 'sign_up', method: 'password' } : { event: 'login', method: 'password' },
        );
      }
    });
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [allowed, cart, customerId]);

  // select_item on the lists a page's loader prepared a view_item_list for.
  useEffect(() => {
    if (!allowed) return;
    let stop: (() => void) | undefined;
    let cancelled = false;
    void loadTracker().then((tracker) => {
      if (cancelled) return;
      stop = tracker.watchProductClicks(
        currency,
        () => {
          const list = latest.current.matches
            .flatMap((match) => draftsOf(match.data))
            .find((draft) => draft.event === 'view_item_list');
          return list?.ecommerce?.item_list_name ?? null;
        },
        () => [...tracker.productsIn(latest.current.matches.at(-1)?.data).values()],
      );
    });
    return () => {
      cancelled = true;
      stop?.();
    };
  }, [allowed, currency]);
  return null;
}

const codeOf = (code: string) => (/^[A-Za-z0-9_.-]{1,60}$/.test(code) ? { error_code: code } : {});
