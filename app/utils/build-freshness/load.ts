import { reportClientError } from '../report-client-error';

/** §9: the app manifest is asked for 1 second after the page is idle. */
export const MANIFEST_PREFETCH_DELAY_MS = 1_000;

type IdleWindow = Pick<Window, 'setTimeout'> & { requestIdleCallback?: (run: () => void) => unknown };

/**
 * Loads the build freshness code (decision 0085) 1 second after the page is first idle: it is not
 * among the page's first scripts (the home page's budget) and does not hold up hydration.
 */
export function loadBuildFreshnessWhenIdle(
  window: IdleWindow,
  load = () =>
    import('./start.client').then(({ startBuildFreshness }) => startBuildFreshness(globalThis.window)),
): void {
  const whenIdle =
    window.requestIdleCallback?.bind(window) ?? ((run: () => void) => window.setTimeout(run, 1));
  whenIdle(() => window.setTimeout(() => void load().catch(reportClientError), MANIFEST_PREFETCH_DELAY_MS));
}
