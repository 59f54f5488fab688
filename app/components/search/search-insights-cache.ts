import type { SearchEvent } from '../../../backend/src/schemas/catalogue.js';

// §9: the results a shopper clicked, remembered so that adding one to the cart later counts as the
// search's conversion for the search-index provider: 5000 entries, the oldest 1000 dropped beyond.
export const SEARCH_INSIGHTS_CACHE_KEY = 'search-insights';
export const SEARCH_INSIGHTS_CACHE_SIZE = 5_000;
export const SEARCH_INSIGHTS_CACHE_TRIM = 1_000;

type ClickedResult = Omit<SearchEvent, 'type'>;

function read(storage: Storage): ClickedResult[] {
  try {
    const entries: unknown = JSON.parse(storage.getItem(SEARCH_INSIGHTS_CACHE_KEY) ?? '[]');
    return Array.isArray(entries) ? (entries as ClickedResult[]) : [];
  } catch {
    return [];
  }
}

function write(storage: Storage, entries: ClickedResult[]) {
  try {
    storage.setItem(SEARCH_INSIGHTS_CACHE_KEY, JSON.stringify(entries));
  } catch {
    // Full or refused storage: the conversion is lost, the shop works on.
  }
}

const storageOrNull = () => {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null;
  }
};

/** A clicked result, newest last; the same object clicked again keeps only its latest query. */
export function rememberSearchClick(click: ClickedResult, storage = storageOrNull()) {
  if (!storage) return;
  const entries = read(storage).filter((entry) => entry.objectId !== click.objectId);
  entries.push(click);
  write(
    storage,
    entries.length > SEARCH_INSIGHTS_CACHE_SIZE ? entries.slice(SEARCH_INSIGHTS_CACHE_TRIM) : entries,
  );
}

/** The conversion of a clicked result, once: the entry goes with it. Null for anything not clicked. */
export function takeSearchConversion(objectId: string, storage = storageOrNull()): SearchEvent | null {
  if (!storage) return null;
  const entries = read(storage);
  const clicked = entries.find((entry) => entry.objectId === objectId);
  if (!clicked) return null;
  write(
    storage,
    entries.filter((entry) => entry !== clicked),
  );
  return { ...clicked, type: 'conversion' };
}
