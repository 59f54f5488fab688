import { Form, useLocation, useMatches } from '@remix-run/react';
import { lazy, Suspense, useEffect, useId, useRef, type KeyboardEvent } from 'react';
import { useTranslation } from '~/utils/use-translation';
import { SEARCH_TERM_MIN } from '../../../backend/src/schemas/search-values.js';
import { useRootData } from '~/utils/root-data';
import { flapOutColumns } from './flap-out-layout';
import { flapOutTotal, isFlapOutLoading } from './flap-out-state';
import { SEARCH_TERM_MAX } from './search-term';
import { enabledSearchTypes } from './search-types';
import { useSearchFlapOut } from './use-search-flap-out';

const SEARCH_PAGE_ROUTE_ID = 'routes/search.$term';

// The flap-out's code comes when the shopper first focuses the box, not with the page: every
// page has the header, and the home page's JavaScript budget is small (decision 0017).
const loadSearchFlapOut = () => import('./search-flap-out');
const SearchFlapOut = lazy(async () => ({ default: (await loadSearchFlapOut()).SearchFlapOut }));

/** The term of the search page on screen, or undefined on any other page. */
function useSearchPageTerm(): string | undefined {
  const matches = useMatches();
  return matches.find((match) => match.id === SEARCH_PAGE_ROUTE_ID)?.params.term;
}

/**
 * The header's search box. Without JavaScript it is a plain GET form to the search route, which
 * sends a valid term on to the search page (§2). With JavaScript, typing opens the flap-out (§4).
 */
export function SearchBox({ action }: { action: string }) {
  const { t } = useTranslation();
  const rootData = useRootData();
  const location = useLocation();
  const pageTerm = useSearchPageTerm();
  const types = enabledSearchTypes(rootData?.routes ?? []);
  const config = rootData?.chrome.searchflapout;
  const flapOut = useSearchFlapOut({ types, pageTerm, navigationKey: location.key });
  const { state } = flapOut;
  const id = useId();
  const inputId = `${id}-term`;
  const flapOutId = `${id}-flap-out`;
  const wrapper = useRef<HTMLDivElement>(null);
  const input = useRef<HTMLInputElement>(null);
  const region = useRef<HTMLElement>(null);
  const { visible } = state;
  const { close } = flapOut;

  // A click or tap anywhere outside the box and its flap-out closes the flap-out.
  useEffect(() => {
    if (!visible) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!wrapper.current?.contains(event.target as Node)) close();
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [visible, close]);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (!visible) {
      // Down in the box brings back the results the Escape key or a click elsewhere put away.
      if (event.key === 'ArrowDown' && event.target === input.current) flapOut.open();
      return;
    }
    if (event.key === 'Escape') {
      event.preventDefault();
      close();
      input.current?.focus();
      return;
    }
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
    // Arrow keys step through the flap-out's links, and back up into the box.
    const targets = [input.current, ...(region.current?.querySelectorAll<HTMLElement>('a[href]') ?? [])];
    const current = targets.indexOf(document.activeElement as HTMLElement);
    const next =
      event.key === 'ArrowDown' ? Math.min(current + 1, targets.length - 1) : Math.max(current - 1, 0);
    if (current === -1 || next === current) return;
    event.preventDefault();
    targets[next]?.focus();
  };

  const loading = isFlapOutLoading(state);
  const status = !visible
    ? ''
    : loading
      ? t('search.flapOut.loading')
      : t('search.flapOut.status', { count: flapOutTotal(state), term: state.searchedTerm });

  return (
    // The keys handled here belong to the input and the links inside, which are interactive.
    // eslint-disable-next-line jsx-a11y/no-static-element-interactions
    <div
      ref={wrapper}
      className="search-box"
      onKeyDown={onKeyDown}
      onBlur={(event) => {
        // Tabbing away closes it; a pointer is handled by the listener above.
        const next = event.relatedTarget as Node | null;
        if (visible && next && !wrapper.current?.contains(next)) close();
      }}
    >
      <Form
        method="get"
        action={action}
        role="search"
        aria-label={t('search.formLabel')}
        className="search-box__form"
        onSubmit={close}
      >
        <label htmlFor={inputId} className="visually-hidden">
          {t('search.label')}
        </label>
        <input
          ref={input}
          id={inputId}
          type="search"
          name="term"
          value={state.term}
          onChange={(event) => flapOut.setTerm(event.currentTarget.value)}
          // A click reopens what a click elsewhere closed; focus alone does not, or Escape could
          // never close it (it sends the focus back here).
          onClick={flapOut.open}
          onFocus={() => void loadSearchFlapOut()}
          placeholder={t('search.placeholder')}
          minLength={SEARCH_TERM_MIN}
          maxLength={SEARCH_TERM_MAX}
          required
          autoComplete="off"
          enterKeyHint="search"
          aria-controls={visible ? flapOutId : undefined}
          className="search-box__input"
        />
        <button type="submit" className="button button--primary search-box__submit">
          {t('search.submit')}
        </button>
      </Form>
      <p role="status" className="visually-hidden">
        {status}
      </p>
      {visible ? (
        <Suspense fallback={null}>
          <SearchFlapOut
            id={flapOutId}
            state={state}
            columns={flapOutColumns(config, types)}
            emptyTextFor={() => t('search.noResults')}
            regionRef={region}
          />
        </Suspense>
      ) : null}
    </div>
  );
}
