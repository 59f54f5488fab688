import { z } from 'zod';
import { SEARCH_TERM_MIN } from '../../../backend/src/schemas/catalogue.js';

export const SEARCH_TERM_MAX = 100;

// The API refuses the same terms (SEARCH_TERM_TOO_SHORT); checking first saves it the call.
const searchTermSchema = z.string().trim().min(SEARCH_TERM_MIN).max(SEARCH_TERM_MAX);

export type SearchTermError = 'tooShort' | 'tooLong';
export type SearchTermCheck =
  { ok: true; term: string } | { ok: false; term: string; error: SearchTermError };

/** §5: a search term has at least 2 characters (after trimming). */
export function checkSearchTerm(raw: string | null | undefined): SearchTermCheck {
  const term = (raw ?? '').trim();
  const parsed = searchTermSchema.safeParse(term);
  if (parsed.success) return { ok: true, term: parsed.data };
  const tooLong = parsed.error.issues.some((issue) => issue.code === 'too_big');
  return { ok: false, term, error: tooLong ? 'tooLong' : 'tooShort' };
}

/** The message key and its values for a term error, for `t(key, values)`. */
export function searchTermMessage(error: SearchTermError): [string, Record<string, number>] {
  return error === 'tooLong'
    ? ['search.termTooLong', { max: SEARCH_TERM_MAX }]
    : ['search.termTooShort', { min: SEARCH_TERM_MIN }];
}

/** Whether a term is long enough to search while typing (§4 flap-out, §5). */
export function isSearchable(term: string): boolean {
  return term.trim().length >= SEARCH_TERM_MIN;
}
