import { expect, type BrowserContext, type Page } from '@playwright/test';
import type { SearchEvent } from '../../backend/src/schemas/catalogue';
import type { StoredTrackingEvent } from '../../backend/src/schemas/tracking';
import type { FunnelDay } from '../../backend/src/tracking/funnel';
import { e2eApiUrl } from '../../playwright.config';

// Issue 37: what the collector and the search insights stored, read from the API's operator
// records (the API's embedded database is its own), and the browser's dataLayer across pages.

async function record<T>(path: string): Promise<T> {
  const response = await fetch(`${e2eApiUrl}${path}`, { headers: { 'X-Tenant': 'de' } });
  expect(response.status, path).toBe(200);
  return (await response.json()) as T;
}

/** The events stored for the browser's tracking session (its httpOnly cookie), in order. */
export async function storedEventsOfBrowser(context: BrowserContext): Promise<StoredTrackingEvent[]> {
  const session = (await context.cookies()).find(({ name }) => name === 'tracking_session');
  expect(session, 'the tracking session cookie').toBeDefined();
  return (await record<{ events: StoredTrackingEvent[] }>(`/tracking/sessions/${session!.value}/events`))
    .events;
}

/** The funnel of today and yesterday (UTC), as npm run report:funnel counts it. */
export async function funnelFigures(): Promise<FunnelDay[]> {
  return (await record<{ days: FunnelDay[] }>('/tracking/funnel?days=2')).days;
}

/** How much a figure grew between two readings, day by day, so a reading either side of midnight adds up. */
export function grownBy(before: FunnelDay[], after: FunnelDay[], figure: 'orders' | 'revenueCents') {
  return after.reduce(
    (grown, day) => grown + day[figure] - (before.find((earlier) => earlier.day === day.day)?.[figure] ?? 0),
    0,
  );
}

export async function storedSearchEvents(queryId: string): Promise<SearchEvent[]> {
  return (await record<{ events: SearchEvent[] }>(`/search-insights/queries/${queryId}/events`)).events;
}

const keptLayersKey = 'e2e-data-layers';

/**
 * Keeps each page's dataLayer in the tab's sessionStorage when the page goes (a full page load,
 * the provider's page), so a journey reads the whole sequence on its last page.
 */
export async function keepDataLayers(page: Page) {
  await page.addInitScript((key) => {
    addEventListener('pagehide', () => {
      const layer = (window as Window & { dataLayer?: unknown[] }).dataLayer;
      if (!layer) return;
      const kept = JSON.parse(sessionStorage.getItem(key) ?? '[]') as unknown[];
      sessionStorage.setItem(key, JSON.stringify([...kept, ...layer]));
    });
  }, keptLayersKey);
}

export type PushedEvent = {
  event?: string;
  page_name?: string;
  error_class?: string;
  duration_ms?: number;
  method?: string;
  ecommerce?: {
    items?: { item_id: string; index?: number }[];
    search_term?: string;
    shipping_tier?: string;
    slot?: string;
    payment_type?: string;
    transaction_id?: string;
    order_type?: string;
    value?: number;
  } | null;
};

/** The events of the pages kept so far and of this one, without the tag manager's own. */
export async function dataLayerEvents(page: Page): Promise<PushedEvent[]> {
  const pushed = await page.evaluate((key) => {
    const kept = JSON.parse(sessionStorage.getItem(key) ?? '[]') as unknown[];
    return [...kept, ...((window as Window & { dataLayer?: unknown[] }).dataLayer ?? [])] as PushedEvent[];
  }, keptLayersKey);
  return pushed.filter((entry) => entry.event && !entry.event.startsWith('gtm'));
}
