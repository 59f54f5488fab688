import type {
  SearchBanner,
  SearchResults,
  SearchSuggestions,
  SearchType,
} from '../../../backend/src/schemas/catalogue.js';
import { isSearchable } from './search-term';

// §4: answers carry their term; one for an outdated term is dropped.

export const SEARCH_DEBOUNCE_MS = 500;

export type FlapOutGroup = SearchResults[SearchType];

export type FlapOutState = {
  term: string;
  visible: boolean;
  searchedTerm: string;
  loading: Partial<Record<SearchType, boolean>>;
  bannerLoading: boolean;
  groups: { [T in SearchType]?: SearchResults[T] | null };
  banner: SearchBanner;
  /** Did you mean (issue 20): asked for once every group has come back empty. */
  suggestions: SearchSuggestions;
};

export type FlapOutAction =
  | { type: 'termChanged'; term: string }
  | { type: 'termReplaced'; term: string }
  | { type: 'searchStarted'; term: string; types: readonly SearchType[] }
  | { type: 'groupArrived'; term: string; resultType: SearchType; group: FlapOutGroup | null }
  | { type: 'bannerArrived'; term: string; banner: SearchBanner }
  | { type: 'suggestionsArrived'; term: string; suggestions: SearchSuggestions }
  | { type: 'opened' }
  | { type: 'closed' };

export function initialFlapOutState(term = ''): FlapOutState {
  return {
    term,
    visible: false,
    searchedTerm: '',
    loading: {},
    bannerLoading: false,
    groups: {},
    banner: null,
    suggestions: [],
  };
}

export function flapOutReducer(state: FlapOutState, action: FlapOutAction): FlapOutState {
  switch (action.type) {
    case 'termChanged':
      // The flap-out shows while the term is searchable; a shorter term hides it.
      return { ...state, term: action.term, visible: isSearchable(action.term) };
    case 'termReplaced':
      // Navigation set the term (the search page's term, or empty after leaving it, §4).
      return { ...initialFlapOutState(action.term) };
    case 'searchStarted':
      return {
        ...state,
        searchedTerm: action.term,
        loading: Object.fromEntries(action.types.map((type) => [type, true])),
        bannerLoading: true,
        groups: {},
        banner: null,
        suggestions: [],
      };
    case 'groupArrived':
      if (action.term !== state.searchedTerm) return state;
      return {
        ...state,
        loading: { ...state.loading, [action.resultType]: false },
        groups: { ...state.groups, [action.resultType]: action.group },
      };
    case 'bannerArrived':
      if (action.term !== state.searchedTerm) return state;
      return { ...state, bannerLoading: false, banner: action.banner };
    case 'suggestionsArrived':
      if (action.term !== state.searchedTerm) return state;
      return { ...state, suggestions: action.suggestions };
    case 'opened':
      return { ...state, visible: isSearchable(state.term) && state.searchedTerm !== '' };
    case 'closed':
      return { ...state, visible: false };
    default: {
      const unknown: never = action;
      throw new Error(`unknown flap-out action ${JSON.stringify(unknown)}`);
    }
  }
}

/** Whether the term typed has not been searched yet (the 500 ms wait, §9). */
export function isSearchPending(state: FlapOutState): boolean {
  return state.searchedTerm !== state.term.trim();
}

export function isGroupLoading(state: FlapOutState, type: SearchType): boolean {
  return isSearchPending(state) || state.loading[type] === true;
}

export function isFlapOutLoading(state: FlapOutState): boolean {
  return isSearchPending(state) || state.bannerLoading || Object.values(state.loading).some(Boolean);
}

export function flapOutTotal(state: FlapOutState): number {
  return Object.values(state.groups).reduce((sum, group) => sum + (group?.total ?? 0), 0);
}

/** §9: 500 ms after the last keystroke, and only for a searchable term (§5). */
export function createSearchScheduler(
  onSearch: (term: string) => void,
  delayMs: number = SEARCH_DEBOUNCE_MS,
) {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const cancel = () => {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
  };
  return {
    update(term: string) {
      cancel();
      if (!isSearchable(term)) return;
      timer = setTimeout(() => {
        timer = undefined;
        onSearch(term.trim());
      }, delayMs);
    },
    cancel,
  };
}
