import { data, type LoaderFunctionArgs } from '@remix-run/node';
import { trackingEvents, trackingEventsFor } from '~/utils/tracking.server';
import { Link, useLoaderData, useLocation, type MetaFunction } from '@remix-run/react';
import { useEffect, useRef } from 'react';
import { useTranslation } from '~/utils/use-translation';
import type { SearchResults, SearchType } from '../../backend/src/schemas/catalogue.js';
import { Paging } from '~/components/catalogue/paging';
import { GeneralErrorBoundary } from '~/components/error-boundary';
import { DidYouMean } from '~/components/search/did-you-mean';
import { emptyResultsContent, orderedSearchTypes } from '~/components/search/flap-out-layout';
import { pageCountOf, pageSearch, readPageNumber } from '~/utils/page-query';
import { useSearchClicksTracked } from '~/components/search/search-clicks-tracked';
import { trackResultClicks } from '~/components/search/search-events';
import { SearchPageResults, searchHits } from '~/components/search/search-hits';
import { SearchPageForm } from '~/components/search/search-page-form';
import { checkSearchTerm } from '~/components/search/search-term';
import { enabledSearchTypes, isSearchType, searchPageSize } from '~/components/search/search-types';
import { canonicalUrlOf, contentRouteMeta } from '~/utils/page-meta';
import { useRootData } from '~/utils/root-data';
import { useShopLinks } from '~/utils/shop-links';
import { tenantPath } from '~/tenant';

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

function SearchTabs({
  term,
  types,
  active,
  totals,
}: {
  term: string;
  types: readonly SearchType[];
  active: SearchType;
  totals: Partial<Record<SearchType, number>>;
}) {
  const { t } = useTranslation();
  const links = useShopLinks();
  return (
    <nav aria-label={t('search.tabsLabel')} className="search-tabs">
      <ul>
        {types.map((type) => {
          const label = t(`search.type.${type}`);
          const count = totals[type] ?? 0;
          return (
            <li key={type}>
              <Link
                to={links.search(term, type)}
                aria-current={type === active ? 'page' : undefined}
                className="search-tabs__tab"
              >
                <span aria-hidden="true">{t('search.tabCount', { label, count })}</span>
                <span className="visually-hidden">{t('search.tabCountSpoken', { label, count })}</span>
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

function SearchResultsPage({
  result,
}: {
  result: Extract<ReturnType<typeof useSearchPageData>, { valid: true }>;
}) {
  const { t } = useTranslation();
  const rootData = useRootData();
  const links = useShopLinks();
  const location = useLocation();
  const { term, active, group, page, pageSize } = result;
  const config = rootData?.chrome.searchflapout;
  const container = useRef<HTMLDivElement>(null);
  const tracked = useSearchClicksTracked();

  // Clicks on results go to the search-index provider (§1) under the tracking gate (decision
  // 0092); the link works on regardless.
  useEffect(() => {
    if (!container.current || !group.results.length) return;
    return trackResultClicks(
      container.current,
      { queryId: group.queryId, resultType: active, offset: group.offset },
      searchHits(active, group, links),
      tracked,
    );
  }, [group, active, links, tracked]);

  const params = new URLSearchParams(location.search);
  const pageCount = pageCountOf(group.total, pageSize);
  return (
    <div className="search-page">
      <h1>{t('search.resultsTitle', { term })}</h1>
      <SearchPageForm action={result.formAction} term={term} />
      <SearchTabs
        term={term}
        types={orderedSearchTypes(config, result.types)}
        active={active}
        totals={result.totals}
      />
      <section aria-labelledby="search-results-heading" className="search-results">
        <h2 id="search-results-heading">{t(`search.type.${active}`)}</h2>
        {group.results.length ? (
          <>
            <p className="search-results__count">
              {t('search.resultsRange', {
                from: group.offset + 1,
                to: group.offset + group.results.length,
                total: group.total,
              })}
            </p>
            <div ref={container}>
              <SearchPageResults type={active} group={group} />
            </div>
          </>
        ) : (
          <>
            <p className="search-results__empty">
              {emptyResultsContent(config, active) ?? t('search.noResults')}
            </p>
            <DidYouMean suggestions={result.suggestions} />
          </>
        )}
        <Paging
          page={page}
          pageCount={pageCount}
          hrefFor={(number) => `${location.pathname}${pageSearch(params, number)}`}
        />
      </section>
    </div>
  );
}

function useSearchPageData() {
  return useLoaderData<typeof loader>();
}

export default function SearchPage() {
  const result = useSearchPageData();
  const { t } = useTranslation();
  if (result.valid) return <SearchResultsPage result={result} />;
  return (
    <div className="search-page">
      <h1>{t('search.title')}</h1>
      <SearchPageForm action={result.formAction} term={result.term} error={result.error} />
    </div>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data: page, matches }) => {
  if (!page) return [];
  // Result lists are for shoppers, not for search engines.
  const meta = {
    title: page.title,
    description: page.valid ? page.description : undefined,
    keywords: [],
    noIndex: true,
    noFollow: false,
  };
  return contentRouteMeta({ data: { page: { meta }, canonicalUrl: page.canonicalUrl }, matches });
};

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
