import { SEARCH_TERM_MAX, SEARCH_TERM_MIN } from '../../../backend/src/schemas/search-term-limits.js';

export { SEARCH_TERM_MAX };

export type SearchTermError = 'tooShort' | 'tooLong';
export type SearchTermCheck =
  { ok: true; term: string } | { ok: false; term: string; error: SearchTermError };

/** §5: at least 2 characters, as the API requires; plain code, as it runs in the browser (decision 0017). */
export function checkSearchTerm(raw: string | null | undefined): SearchTermCheck {
  const term = (raw ?? '').trim();
  if (term.length > SEARCH_TERM_MAX) return { ok: false, term, error: 'tooLong' };
  if (term.length < SEARCH_TERM_MIN) return { ok: false, term, error: 'tooShort' };
  return { ok: true, term };
}

export function searchTermMessage(error: SearchTermError): [string, Record<string, number>] {
  return error === 'tooLong'
    ? ['search.termTooLong', { max: SEARCH_TERM_MAX }]
    : ['search.termTooShort', { min: SEARCH_TERM_MIN }];
}

/** Whether a term is long enough to search while typing (§4 flap-out, §5). */
export function isSearchable(term: string): boolean {
  return term.trim().length >= SEARCH_TERM_MIN;
}
