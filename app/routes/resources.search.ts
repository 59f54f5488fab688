import type { LoaderFunctionArgs } from '@remix-run/node';
import {
  SEARCH_FLAP_OUT_PAGE_SIZE,
  type SearchBanner,
  type SearchResults,
  type SearchSuggestions,
  type SearchType,
} from '../../backend/src/schemas/catalogue.js';
import { checkSearchTerm } from '~/components/search/search-term';
import { enabledSearchTypes, isSearchType } from '~/components/search/search-types';

/** What the flap-out asks for: some result types and/or the banner; nothing named means all. */
export type FlapOutAnswer = {
  term: string;
  groups: { [T in SearchType]?: SearchResults[T] };
  banner?: SearchBanner;
  /** Did you mean (issue 20): asked for alone, after every group found nothing. */
  suggestions?: SearchSuggestions;
};

// The answer only changes with the catalogue; a shopper retyping a term gets it from the cache.
const CACHE_CONTROL = 'private, max-age=30';

/** §4, §7: the browser never calls the commerce API itself; without `type` every enabled type. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const check = checkSearchTerm(url.searchParams.get('term'));
  if (!check.ok) return Response.json({ error: check.error }, { status: 400 });
  const asked = url.searchParams.getAll('type');
  if (asked.some((type) => type !== 'banner' && type !== 'suggestions' && !isSearchType(type)))
    return Response.json({ error: 'unknownType' }, { status: 400 });

  // A type the tenant cannot show (§2) is never searched, even when asked for.
  const enabled = enabledSearchTypes(context.tenant.paths);
  const types = asked.length ? enabled.filter((type) => asked.includes(type)) : enabled;
  const wantsBanner = asked.length === 0 || asked.includes('banner');
  const wantsSuggestions = asked.includes('suggestions');

  const { term } = check;
  // §8: search and banner never throw; a failure answers an empty group or no banner.
  const [groups, banner, suggestions] = await Promise.all([
    Promise.all(
      types.map(
        async (type) =>
          [type, await context.search.search(type, term, { pageSize: SEARCH_FLAP_OUT_PAGE_SIZE })] as const,
      ),
    ),
    wantsBanner ? context.search.getBanner(term) : undefined,
    wantsSuggestions ? context.search.suggest(term) : undefined,
  ]);
  const answer: FlapOutAnswer = {
    term,
    groups: Object.fromEntries(groups),
    ...(wantsBanner ? { banner: banner ?? null } : {}),
    ...(suggestions ? { suggestions } : {}),
  };
  return Response.json(answer, { headers: { 'Cache-Control': CACHE_CONTROL } });
}
