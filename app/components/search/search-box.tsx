import { useMatches } from '@remix-run/react';
import { useId, useRef, useState } from 'react';
import type { InteractiveSearchBox } from './interactive-search-box';
import { SearchBoxForm } from './search-box-form';

const SEARCH_PAGE_ROUTE_ID = 'routes/search.$term';

export function useSearchPageTerm(): string | undefined {
  const matches = useMatches();
  return matches.find((match) => match.id === SEARCH_PAGE_ROUTE_ID)?.params.term;
}

/** §2, §4: a plain GET form; the flap-out's code comes on first focus (decision 0017). */
export function SearchBox({ action }: { action: string }) {
  const pageTerm = useSearchPageTerm();
  const [Interactive, setInteractive] = useState<typeof InteractiveSearchBox | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const inputId = `${useId()}-term`;
  const takeOver = () =>
    void import('./interactive-search-box').then((module) =>
      setInteractive(() => module.InteractiveSearchBox),
    );
  if (Interactive)
    return <Interactive action={action} plainInput={input} pageTerm={pageTerm} Form={SearchBoxForm} />;
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
