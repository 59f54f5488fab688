import { Link, useLoaderData, useLocation, type MetaFunction } from '@remix-run/react';
import { Suspense, useEffect, useRef } from 'react';
import { useTranslation } from '~/utils/use-translation';
import type { SearchResults, SearchType } from '../../backend/src/schemas/catalogue.js';
import { ProductGrid } from '~/components/catalogue/product-tile';
import { GeneralErrorBoundary } from '~/components/error-boundary';
import { emptyResultsContent, orderedSearchTypes } from '~/components/search/flap-out-layout';
import { pageCountOf, pageSearch } from '~/utils/page-query';
import { useSearchClicksTracked } from '~/components/search/search-clicks-tracked';
import { trackResultClicks } from '~/components/search/search-events';
import { searchHits } from '~/components/search/search-hits';
import { DidYouMean, Paging, SearchHitList } from '~/utils/search-kept-parts';
import { SearchPageForm } from '~/components/search/search-page-form';
import { contentRouteMeta } from '~/utils/page-meta';
import { useRootData } from '~/utils/root-data';
import { useShopLinks } from '~/utils/shop-links';
import { loader } from '~/utils/search-page.server';

export { loader };

type ProductResults = SearchResults['products']['results'];

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
              {/* The products' tiles are hydrated (their forms); the other tabs' hits are links, kept. */}
              {active === 'products' ? (
                // Decision 0103: hydrated on its own, after the rest of the page, in shorter tasks.
                <Suspense>
                  <ProductGrid products={group.results as ProductResults} eagerCount={4} />
                </Suspense>
              ) : (
                <SearchHitList type={active} group={group} />
              )}
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
