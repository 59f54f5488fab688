import { useLocation, useMatches, useNavigation } from '@remix-run/react';
import { useEffect } from 'react';
import { useRootData } from '~/utils/root-data';

let trackerLoad: ReturnType<typeof importTracker> | undefined;
const importTracker = () => import('./tracker.client');
// The tracker is its own chunk, fetched only once the shopper allowed statistics (issue 37); all the
// layer's logic lives there, so the home page's first scripts carry only this (decision 0017).
const loadTracker = () => (trackerLoad ??= importTracker());

/**
 * Issue 37, decision 0086: the tracking layer of every page. Without the statistics consent, or in
 * a webview without analytics=true, it does nothing at all: no dataLayer, no script, no request.
 */
export function TrackingLayer() {
  const root = useRootData();
  const location = useLocation();
  const matches = useMatches();
  const navigating = useNavigation().state !== 'idle';
  const tracking = root?.tracking;
  useEffect(() => {
    if (!root || !tracking?.allowed) return;
    const page = {
      tracking,
      currency: root.shop.currency,
      location,
      matches,
      cart: root.cartQuantities,
      customerId: root.customer?.id ?? null,
      navigating,
    };
    void loadTracker().then((tracker) => tracker.followPage(page));
  }, [root, tracking, location, matches, navigating]);
  return null;
}
