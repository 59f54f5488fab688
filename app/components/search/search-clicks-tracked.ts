import { useRootData } from '~/utils/root-data';

/**
 * Decision 0092: a search result's click goes to the search-index provider only under the
 * tracking gate (the statistics consent, and in a webview analytics=true), as its conversion does.
 * A module apart from search-events.ts, which the tracker chunk imports: the root's data hook
 * there would split the page's shared chunks (decision 0086).
 */
export const useSearchClicksTracked = () => useRootData()?.tracking?.allowed ?? false;
