// Issue 37, §4 Async loads: "Page loading start and end are tracked." A client navigation (a link,
// a form's post, a redirect in the app) is loading from the moment Remix leaves idle until it is
// idle again on the page it ended on. Pure, so the steps are tested without a browser;
// tracker.client.ts feeds it the navigation's state on every change of the page.
import { trackingEvents, type TrackingEventDraft } from './tracking-events';

/**
 * The page loading events of a sequence of navigation states: page_loading_start when a
 * navigation begins (on the page it leaves), page_loading_end with its duration when it is over
 * (on the page it reached, after that page's view). A navigation that is redirected or replaced
 * by another before it ends is one loading, not two.
 */
export function pageLoadingSteps(now: () => number) {
  let startedAt: number | null = null;
  return (navigating: boolean): TrackingEventDraft | null => {
    if (navigating && startedAt === null) {
      startedAt = now();
      return trackingEvents.pageLoadingStart();
    }
    if (!navigating && startedAt !== null) {
      const duration = now() - startedAt;
      startedAt = null;
      return trackingEvents.pageLoadingEnd(duration);
    }
    return null;
  };
}
