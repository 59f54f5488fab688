import { data, type LoaderFunctionArgs } from '@remix-run/node';
import type { SearchResults, SearchType } from '../../backend/src/schemas/catalogue.js';
import { checkSearchTerm } from '~/components/search/search-term';
import { enabledSearchTypes, isSearchType, searchPageSize } from '~/components/search/search-types';
import { tenantPath } from '~/tenant';
import { canonicalUrlOf } from '~/utils/page-meta';
import { readPageNumber } from '~/utils/page-query';
import { trackingEvents, trackingEventsFor } from '~/utils/tracking.server';

// Issue 39: the search results route's loader (routes/search.$term.tsx) in a `.server` module of
// its own, so the route's browser chunk imports one empty module instead of shared ones.

/** §2 search-term: the results of one type per tab (tab=products by default), paged. */
export async function loader({ params, request, context }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const formAction = tenantPath(context.tenant.paths, 'search') ?? url.pathname;
  const canonicalUrl = canonicalUrlOf(request);
  const check = checkSearchTerm(params.term);
  // §5: a term under 2 characters is not searched at all.
  if (!check.ok) {
    const title = context.t('search.title');
    return data(
      { valid: false as const, term: check.term, error: check.error, formAction, canonicalUrl, title },
      { status: 400 },
    );
  }

  const { term } = check;
  const types = enabledSearchTypes(context.tenant.paths);
  const tab = url.searchParams.get('tab');
  const active: SearchType =
    isSearchType(tab) && types.includes(tab) ? tab : types.includes('products') ? 'products' : types[0]!;
  const page = readPageNumber(url.searchParams);
  const pageSize = searchPageSize(active);
  // The other tabs need only their totals: one call for them all (issue 39).
  const others = types.filter((type) => type !== active);
  const [group, otherTotals] = await Promise.all([
    context.search.search(active, term, { offset: (page - 1) * pageSize, pageSize }),
    context.search.totals(term, others),
  ]);
  const totals = Object.fromEntries(
    types.map((type) => [type, type === active ? group.total : (otherTotals[type] ?? 0)]),
  ) as Partial<Record<SearchType, number>>;
  // Issue 20: a search that found nothing at all is counted, and offers the closest terms.
  const unanswered = page === 1 && Object.values(totals).every((total) => total === 0);
  const [suggestions] = unanswered
    ? await Promise.all([context.search.suggest(term), context.search.reportUnanswered(term)])
    : [[]];
  return data({
    valid: true as const,
    term,
    types,
    active,
    totals,
    group,
    suggestions,
    // Issue 37: view_item_list of the products found, with the search term.
    trackingEvents: trackingEventsFor(context, request, (c) =>
      active === 'products'
        ? [trackingEvents.viewItemList(c, 'search', (group as SearchResults['products']).results, term)]
        : [],
    ),
    page,
    pageSize,
    formAction,
    canonicalUrl,
    title: context.t('search.resultsTitle', { term }),
    description: context.t('search.metaDescription', { term }),
  });
}
