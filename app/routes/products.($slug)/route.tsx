import { Link, useLoaderData, useLocation, type MetaFunction } from '@remix-run/react';
import { Suspense } from 'react';
import { useTranslation } from '~/utils/use-translation';
import type { CategoryTree } from '../../../backend/src/schemas/catalogue.js';
import { Breadcrumbs, CategoryLinks, CategoryTreeList, Paging } from './kept-parts';
import { FilterForm, SortForm } from './listing-forms';
import { isRefined, listingSearch, pageCount } from './listing-query';
import { loader } from './category-loader.server';
import { catalogueMeta } from '~/utils/catalogue-meta';
import { ProductGrid } from '~/components/catalogue/product-tile';
import { GeneralErrorBoundary } from '~/components/error-boundary';
import { useShopLinks } from '~/utils/shop-links';

export { loader };

function CategoryOverview({ tree }: { tree: CategoryTree }) {
  const { t } = useTranslation();
  return (
    <div className="catalogue-page category-overview">
      <h1>{t('category.allTitle')}</h1>
      <p>{t('category.allIntro')}</p>
      <CategoryTreeList tree={tree} />
    </div>
  );
}

function CategoryListing() {
  const loaderData = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  const links = useShopLinks();
  // Paging and resets stay on this page, also in shop-forward mode (§1).
  const { pathname: basePath } = useLocation();
  if (loaderData.kind !== 'listing') return null;
  const { category, products, total, offset, facets, state, subcategories } = loaderData;
  const pages = pageCount(total);
  const first = total === 0 ? 0 : offset + 1;
  const last = offset + products.length;
  const filtered = isRefined({ ...state, sort: 'category' });
  return (
    <div className="catalogue-page category-listing">
      <Breadcrumbs
        trail={category.parents.map((parent) => ({ label: parent.name, href: links.category(parent.slug) }))}
        current={category.name}
      />
      <header className="category-listing__header" style={{ borderColor: category.color }}>
        <h1>{category.name}</h1>
        {category.description ? <p>{category.description}</p> : null}
      </header>
      <div className="category-listing__layout">
        <aside className="category-listing__aside">
          <CategoryLinks
            heading={subcategories.heading}
            categories={subcategories.categories}
            current={category.slug}
          />
          <FilterForm state={state} facets={facets} />
        </aside>
        <section className="category-listing__results" aria-labelledby="listing-products">
          <h2 id="listing-products" className="visually-hidden">
            {t('catalogue.products')}
          </h2>
          <div className="listing-toolbar">
            <p className="listing-toolbar__count" id="listing-count">
              {products.length > 0 && pages > 1
                ? t('catalogue.resultsRange', { from: first, to: last, total })
                : t('catalogue.results', { count: total })}
            </p>
            <SortForm state={state} />
          </div>
          {products.length ? (
            // Decision 0103: hydrated on its own, after the rest of the page, in shorter tasks.
            <Suspense>
              <ProductGrid products={products} headingLevel={3} eagerCount={4} />
            </Suspense>
          ) : (
            <div className="listing-empty">
              <p>{t(filtered ? 'catalogue.emptyFiltered' : 'catalogue.empty')}</p>
              {filtered || state.page > 1 ? (
                <p>
                  <Link to={basePath}>{t('catalogue.filters.reset')}</Link>
                </p>
              ) : null}
            </div>
          )}
          <Paging
            page={state.page}
            pageCount={pages}
            hrefFor={(page) => `${basePath}${listingSearch(state, { page })}`}
          />
        </section>
      </div>
    </div>
  );
}

export default function ProductsRoute() {
  const loaderData = useLoaderData<typeof loader>();
  return loaderData.kind === 'tree' ? <CategoryOverview tree={loaderData.tree} /> : <CategoryListing />;
}

export const meta: MetaFunction<typeof loader> = ({ data: routeData, error, matches }) =>
  catalogueMeta({ data: routeData, error, matches });

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
