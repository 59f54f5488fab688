import { prefetchManifest, watchBuild, type NetworkInformation } from './build-check';
import { keepForms, reloadedPathOf, restoreForms } from './kept-forms';
import { claimReload } from './reload-guard';
import { loadNextPageFromServer, type RouterLike } from './stale-navigation';

type RemixWindow = Window & {
  __remixManifest?: { version?: string };
  __remixRouter?: RouterLike;
};

/** A failed `import()` as Chromium, Firefox and Safari word it: the chunk is gone or unreachable. */
export function isChunkLoadError(reason: unknown): boolean {
  const message = reason instanceof Error ? reason.message : String(reason);
  return /dynamically imported module|Importing a module script failed|Failed to load module script/i.test(
    message,
  );
}

function sessionStorageOf(window: Window): Storage | undefined {
  try {
    return window.sessionStorage;
  } catch {
    return undefined;
  }
}

/** Starts build freshness in the page (§4, §7, §9; decision 0085). */
export function startBuildFreshness(window: RemixWindow): void {
  const buildId = window.__remixManifest?.version;
  if (!buildId) return;
  const { document, location } = window;
  const storage = sessionStorageOf(window);
  const fetch = window.fetch.bind(window);
  // What the shopper had typed before this page was reloaded comes back. A page loaded any other
  // way only drops a kept copy: leaving for the payment provider during a pay post keeps the
  // checkout's fields too (a navigation is under way at `pagehide`), and they must not come back
  // into a later checkout.
  const navigation = window.performance?.getEntriesByType?.('navigation')[0] as
    PerformanceNavigationTiming | undefined;
  restoreForms(document, storage, reloadedPathOf(navigation, location));

  let stale = false;
  const onNewBuild = () => {
    if (stale) return;
    stale = true;
    stopWatching();
    loadNextPageFromServer({ window, storage, router: window.__remixRouter });
  };
  const stopWatching = watchBuild({
    buildId,
    fetch,
    timers: {
      setTimeout: window.setTimeout.bind(window),
      clearTimeout: (timer) => window.clearTimeout(timer as number),
    },
    now: Date.now,
    target: window,
    isVisible: () => document.visibilityState === 'visible',
    onNewBuild,
  });
  // §9: the manifest 1 s after idle (this module loads then).
  const connection = (window.navigator as { connection?: NetworkInformation }).connection;
  void prefetchManifest(connection, fetch, buildId, onNewBuild);

  // §4: code that fails to load reloads the page once per 10 s, keeping the forms' fields.
  window.addEventListener('unhandledrejection', (event) => {
    if (!isChunkLoadError(event.reason)) return;
    keepForms(document, storage, location.pathname);
    if (claimReload(storage, location.pathname)) location.reload();
  });
  // Remix reloads the page itself when a route's module fails to load during a navigation.
  window.addEventListener('pagehide', () => {
    if (window.__remixRouter && window.__remixRouter.state.navigation.state !== 'idle') {
      keepForms(document, storage, location.pathname);
    }
  });
}
