import { useMatches } from '@remix-run/react';
import { useId, useRef, useState } from 'react';
import type { InteractiveSearchBox } from './interactive-search-box';
import { SearchBoxForm } from './search-box-form';

const SEARCH_PAGE_ROUTE_ID = 'routes/search.$term';

/** The term of the search page on screen, or undefined on any other page. */
export function useSearchPageTerm(): string | undefined {
  const matches = useMatches();
  return matches.find((match) => match.id === SEARCH_PAGE_ROUTE_ID)?.params.term;
}

/**
 * The header's search box. Without JavaScript it is a plain GET form to the search route, which
 * sends a valid term on to the search page (§2). The flap-out's code (§4) comes when the shopper
 * first focuses the box, not with every page (decision 0017: the home page's JavaScript budget);
 * until it is there the plain box stays, and the box with the flap-out takes over what was typed.
 */
export function SearchBox({ action }: { action: string }) {
  const pageTerm = useSearchPageTerm();
  const [Interactive, setInteractive] = useState<typeof InteractiveSearchBox | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const inputId = `${useId()}-term`;
  const takeOver = () =>
    void import('./interactive-search-box').then((module) =>
      setInteractive(() => module.InteractiveSearchBox),
    );
  if (Interactive) return <Interactive action={action} plainInput={input} />;
  return (
    <div className="search-box">
      <SearchBoxForm
        // A new search page term replaces what was typed, leaving the search page clears it (§4).
        key={pageTerm ?? ''}
        action={action}
        inputId={inputId}
        input={{ ref: input, defaultValue: pageTerm, onFocus: takeOver }}
      />
    </div>
  );
}
