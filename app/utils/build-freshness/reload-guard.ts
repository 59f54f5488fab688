/** §9: a path is loaded afresh at most once in 10 seconds, whatever asks for it. */
export const RELOAD_GUARD_MS = 10_000;

const STORAGE_KEY = 'build-freshness-reloads';

type Storage = Pick<globalThis.Storage, 'getItem' | 'setItem'>;

function readReloads(storage: Storage): Record<string, number> {
  try {
    const stored: unknown = JSON.parse(storage.getItem(STORAGE_KEY) ?? '{}');
    return stored && typeof stored === 'object' ? (stored as Record<string, number>) : {};
  } catch {
    return {};
  }
}

/**
 * Claims the one full page load of `path` for the next 10 seconds (decision 0085): true when it may
 * happen now, and the claim is kept in the tab's sessionStorage so the loaded page sees it too. A
 * page that comes back still outdated, or fails again, then stays as it is instead of looping.
 * Without storage there is no way to know, so nothing reloads.
 */
export function claimReload(storage: Storage | undefined, path: string, now = Date.now()): boolean {
  if (!storage) return false;
  const reloads = readReloads(storage);
  const last = reloads[path];
  if (typeof last === 'number' && now >= last && now - last < RELOAD_GUARD_MS) return false;
  const recent = Object.fromEntries(
    Object.entries(reloads).filter(
      ([, at]) => typeof at === 'number' && now >= at && now - at < RELOAD_GUARD_MS,
    ),
  );
  try {
    storage.setItem(STORAGE_KEY, JSON.stringify({ ...recent, [path]: now }));
    return true;
  } catch {
    return false;
  }
}
