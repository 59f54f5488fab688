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

/** §4: each group fetched on its own; a new search aborts the last, outdated answers are dropped. */
export function useSearchFlapOut({
  types,
  pageTerm,
  navigationKey,
  typedTerm,
}: {
  types: readonly SearchType[];
  pageTerm: string | undefined;
  navigationKey: string;
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
      // §8: a failed part counts as empty; an aborted search is outdated, its answers unwanted.
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

  // §4: cleared on leaving the search page; between other pages it keeps what was typed.
  const shownPageTerm = useRef(pageTerm);
  useEffect(() => {
    const previous = shownPageTerm.current;
    shownPageTerm.current = pageTerm;
    if (pageTerm === previous) return;
    scheduler.cancel();
    inFlight.current?.abort();
    dispatch({ type: 'termReplaced', term: pageTerm ?? '' });
  }, [pageTerm, scheduler]);

  // Mounting is no navigation: a box taking over what was typed opens at once.
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
