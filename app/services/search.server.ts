import {
  pesticideListSchema,
  recipeDetailSchema,
  recipeListSchema,
  searchBannerSchema,
  searchResultSchemas,
  searchSuggestionsSchema,
  searchTotalsSchema,
  type Difficulty,
  type SearchBanner,
  type SearchEvent,
  type SearchResults,
  type SearchSuggestions,
  type SearchTotals,
  type SearchType,
} from '../../backend/src/schemas/catalogue.js';
import { logEvent } from '~/utils/logger.server';
import type { ApiClient } from './api-client.server';

/** The shopper's request was aborted (typed on, or went away): nothing failed. */
const shopperWentAway = (error: unknown) => error instanceof Error && error.name === 'AbortError';

export type SearchPaging = { offset?: number; pageSize?: number };

/** Search (§7 GET /api/{type}/search/{term}), the flap-out banner, recipes and pesticides. */
export function createSearchClient(api: ApiClient, requestId: string) {
  return {
    /** §8: a failed search yields an empty result (count 0, total 0) with no message to the shopper. */
    async search<T extends SearchType>(
      type: T,
      term: string,
      paging: SearchPaging = {},
    ): Promise<SearchResults[T]> {
      try {
        return (await api.request(`/api/${type}/search/${encodeURIComponent(term)}`, {
          query: paging,
          schema: searchResultSchemas[type],
        })) as SearchResults[T];
      } catch (error) {
        // A shopper who typed on (the flap-out aborts the older request) is no failure.
        if (!shopperWentAway(error))
          logEvent('warn', 'search failed', { requestId, type, reason: String(error) });
        return {
          total: 0,
          count: 0,
          offset: paging.offset ?? 0,
          queryId: '',
          results: [],
        } as SearchResults[T];
      }
    },
    /** Issue 39: the results page's other tabs' totals in one call; a failure counts them 0 (§8). */
    async totals(term: string, types: readonly SearchType[]): Promise<SearchTotals> {
      if (types.length === 0) return {};
      try {
        const { totals } = await api.request(`/api/search/totals/${encodeURIComponent(term)}`, {
          query: { types: types.join(',') },
          schema: searchTotalsSchema,
        });
        return totals;
      } catch (error) {
        // As for the results: a shopper who went away (the request aborted) is no failure.
        if (!shopperWentAway(error))
          logEvent('warn', 'search totals failed', { requestId, types, reason: String(error) });
        return {};
      }
    },
    /** §8: a failed banner fetch is ignored. */
    async getBanner(term: string): Promise<SearchBanner> {
      try {
        const { banner } = await api.request(`/api/content/search/${encodeURIComponent(term)}/banner`, {
          schema: searchBannerSchema,
          shared: true,
        });
        return banner;
      } catch {
        return null;
      }
    },
    /** Did you mean (issue 20): terms the catalogue knows, close to one that found nothing. */
    async suggest(term: string): Promise<SearchSuggestions> {
      try {
        const { suggestions } = await api.request(`/api/search/suggestions/${encodeURIComponent(term)}`, {
          schema: searchSuggestionsSchema,
          shared: true,
        });
        return suggestions;
      } catch (error) {
        logEvent('warn', 'search suggestions failed', { requestId, reason: String(error) });
        return [];
      }
    },
    /** Counts a search that found nothing, for `npm run report:search`; a failure is only logged. */
    async reportUnanswered(term: string): Promise<void> {
      try {
        await api.request('/search-insights/events', { method: 'POST', body: { type: 'noResults', term } });
      } catch (error) {
        logEvent('warn', 'unanswered search not counted', { requestId, reason: String(error) });
      }
    },
    /** A click or conversion for the search-index provider (§1); losing one never bothers the shopper. */
    async sendEvent(event: SearchEvent): Promise<void> {
      try {
        await api.request('/search-insights/events', { method: 'POST', body: event });
      } catch (error) {
        logEvent('warn', 'search event not stored', { requestId, reason: String(error) });
      }
    },
    listRecipes(query: {
      term?: string;
      tag?: readonly string[];
      maxMinutes?: number;
      difficulty?: Difficulty;
      offset?: number;
      pageSize?: number;
    }) {
      return api.request('/api/recipes', { query, schema: recipeListSchema, shared: true });
    },
    getRecipe(slug: string) {
      return api.request(`/api/recipes/${encodeURIComponent(slug)}`, { schema: recipeDetailSchema });
    },
    listPesticideTests(query: {
      term?: string;
      sort?: 'produce' | 'origin' | 'testDate' | 'result';
      order?: 'asc' | 'desc';
      offset?: number;
      pageSize?: number;
    }) {
      return api.request('/api/pesticides', { query, schema: pesticideListSchema, shared: true });
    },
  };
}
export type SearchClient = ReturnType<typeof createSearchClient>;
