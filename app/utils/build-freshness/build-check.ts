/** §9: an open page asks once an hour whether a new build is live. */
export const BUILD_POLL_MS = 3_600_000;

type Fetch = (url: string, init?: RequestInit) => Promise<Pick<Response, 'ok' | 'status' | 'json'>>;
export type NetworkInformation = { saveData?: boolean; effectiveType?: string };

/** §4: a very slow connection (data saver on, or 2G) is not asked for anything it does not need. */
export function isSlowConnection(connection: NetworkInformation | undefined): boolean {
  return connection?.saveData === true || /(^|-)2g$/.test(connection?.effectiveType ?? '');
}

/** §7: the build live now, asked past every cache (a timestamp query, and no-store); null when unknown. */
export async function latestBuildId(fetch: Fetch, now: number): Promise<string | null> {
  try {
    const response = await fetch(`/builds/latest.json?${now}`, { cache: 'no-store' });
    if (!response.ok) return null;
    const { id } = (await response.json()) as { id?: unknown };
    return typeof id === 'string' && id ? id : null;
  } catch {
    return null;
  }
}

/**
 * §4, §7: the app manifest of the page's own build. The shop answers it only for the build it
 * serves, so a 404 says already that a new build is live (false); null when nothing is known.
 */
export async function isBuildServed(fetch: Fetch, buildId: string): Promise<boolean | null> {
  try {
    const response = await fetch(`/builds/meta/${encodeURIComponent(buildId)}.json`);
    if (response.status === 404) return false;
    return response.ok ? true : null;
  } catch {
    return null;
  }
}

/**
 * §9: the app manifest, asked for when this code loads (1 s after idle), but not on a very slow
 * connection; a 404 for the page's build tells of a new one before the hourly check does.
 */
export async function prefetchManifest(
  connection: NetworkInformation | undefined,
  fetch: Fetch,
  buildId: string,
  onNewBuild: () => void,
): Promise<void> {
  if (isSlowConnection(connection)) return;
  if ((await isBuildServed(fetch, buildId)) === false) onNewBuild();
}

type Timers = {
  setTimeout: (run: () => void, ms: number) => unknown;
  clearTimeout: (timer: unknown) => void;
};
type Target = Pick<EventTarget, 'addEventListener' | 'removeEventListener'>;

type WatchOptions = {
  buildId: string;
  fetch: Fetch;
  timers: Timers;
  now: () => number;
  /** The window: a tab coming back, or the network coming back, checks when an hour has passed. */
  target: Target;
  isVisible: () => boolean;
  onNewBuild: (id: string) => void;
};

/**
 * Asks for the live build an hour after the page's start and every hour after the last answer, and
 * when a hidden tab is shown again or the network is back after an hour or more (a background
 * tab's timers may have slept through it). Stops at the first new build. Returns a stop function.
 */
export function watchBuild({ buildId, fetch, timers, now, target, isVisible, onNewBuild }: WatchOptions) {
  let lastCheck = now();
  let timer: unknown;
  let stopped = false;
  const stop = () => {
    stopped = true;
    timers.clearTimeout(timer);
    target.removeEventListener('visibilitychange', checkIfDue);
    target.removeEventListener('online', checkIfDue);
  };
  const schedule = () => {
    timers.clearTimeout(timer);
    timer = timers.setTimeout(() => void check(), BUILD_POLL_MS);
  };
  async function check() {
    lastCheck = now();
    schedule();
    const latest = await latestBuildId(fetch, lastCheck);
    if (stopped || !latest || latest === buildId) return;
    stop();
    onNewBuild(latest);
  }
  function checkIfDue() {
    if (!stopped && isVisible() && now() - lastCheck >= BUILD_POLL_MS) void check();
  }
  schedule();
  target.addEventListener('visibilitychange', checkIfDue);
  target.addEventListener('online', checkIfDue);
  return stop;
}
