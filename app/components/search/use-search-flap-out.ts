import { useCallback, useEffect, useMemo, useReducer, useRef } from 'react';
import type { SearchType } from '../../../backend/src/schemas/catalogue.js';
import type { FlapOutAnswer } from '~/routes/resources.search';
import {
  createSearchScheduler,
  flapOutReducer,
  initialFlapOutState,
  type FlapOutGroup,
} from './flap-out-state';

export const FLAP_OUT_DATA_PATH = '/resources/search';

async function fetchPart(term: string, part: SearchType | 'banner' | 'suggestions', signal: AbortSignal) {
  const query = new URLSearchParams({ term, type: part });
  const response = await fetch(`${FLAP_OUT_DATA_PATH}?${query}`, {
    signal,
    headers: { Accept: 'application/json' },
  });
  if (!response.ok) throw new Error(`flap-out ${part} answered ${response.status}`);
  return (await response.json()) as FlapOutAnswer;
}

/**
 * The search flap-out's state and its searches (§4): each result type and the banner are fetched
 * on their own, so each group shows as soon as it is there. A new search aborts the last one, and
 * the reducer drops any answer for an outdated term that still gets through.
 */
export function useSearchFlapOut({
  types,
  pageTerm,
  navigationKey,
  typedTerm,
}: {
  types: readonly SearchType[];
  /** The term of the search page being shown, if it is one. */
  pageTerm: string | undefined;
  /** Changes with every navigation (the location's key). */
  navigationKey: string;
  /** What was typed into the plain box before this code came (search-box.tsx). */
  typedTerm?: string;
}) {
  const [state, dispatch] = useReducer(flapOutReducer, typedTerm ?? pageTerm ?? '', initialFlapOutState);
  const inFlight = useRef<AbortController | null>(null);
  const typesKey = types.join(',');

  const search = useCallback(
    (term: string) => {
      inFlight.current?.abort();
      const controller = new AbortController();
      inFlight.current = controller;
      const searched = typesKey ? (typesKey.split(',') as SearchType[]) : [];
      dispatch({ type: 'searchStarted', term, types: searched });
      // A failed part counts as empty (§8: no message; a failed banner is ignored). An aborted
      // search is outdated: its answers are not wanted any more.
      const settle = <T>(work: Promise<T>, done: (value: T | null) => void) =>
        void work
          .catch(() => null)
          .then((value) => {
            if (!controller.signal.aborted) done(value);
          });
      const groups = searched.map((resultType) => {
        const group = fetchPart(term, resultType, controller.signal).then(
          (answer) => (answer.groups[resultType] ?? null) as FlapOutGroup | null,
        );
        settle(group, (found) => dispatch({ type: 'groupArrived', term, resultType, group: found }));
        return group.catch(() => null);
      });
      // Issue 20: only a term that found nothing anywhere asks what it may have meant.
      settle(
        Promise.all(groups).then(async (found) =>
          found.every((group) => !group?.total)
            ? ((await fetchPart(term, 'suggestions', controller.signal)).suggestions ?? [])
            : null,
        ),
        (suggestions) => {
          if (suggestions?.length) dispatch({ type: 'suggestionsArrived', term, suggestions });
        },
      );
      settle(
        fetchPart(term, 'banner', controller.signal).then((answer) => answer.banner ?? null),
        (banner) => dispatch({ type: 'bannerArrived', term, banner }),
      );
    },
    [typesKey],
  );

  const scheduler = useMemo(() => createSearchScheduler(search), [search]);
  useEffect(
    () => () => {
      scheduler.cancel();
      inFlight.current?.abort();
    },
    [scheduler],
  );

  // §4: the box shows the search page's term, and is cleared when the shopper leaves the search
  // page; between other pages it keeps what the shopper typed.
  const shownPageTerm = useRef(pageTerm);
  useEffect(() => {
    const previous = shownPageTerm.current;
    shownPageTerm.current = pageTerm;
    if (pageTerm === previous) return;
    scheduler.cancel();
    inFlight.current?.abort();
    dispatch({ type: 'termReplaced', term: pageTerm ?? '' });
  }, [pageTerm, scheduler]);

  // Any navigation (a result, "show all", the form) leaves the flap-out behind; mounting is none
  // (a box taking over what was typed opens at once).
  const shownNavigation = useRef(navigationKey);
  useEffect(() => {
    if (shownNavigation.current === navigationKey) return;
    shownNavigation.current = navigationKey;
    dispatch({ type: 'closed' });
  }, [navigationKey]);

  const open = useCallback(() => dispatch({ type: 'opened' }), []);
  const close = useCallback(() => dispatch({ type: 'closed' }), []);
  const setTerm = useCallback(
    (term: string) => {
      dispatch({ type: 'termChanged', term });
      scheduler.update(term);
    },
    [scheduler],
  );
  /** `setTerm` on every keystroke: the term shows at once, the search follows 500 ms later (§9). */
  return { state, setTerm, open, close };
}
