import { data, redirect, type LoaderFunctionArgs } from '@remix-run/node';
import { trackingEvents, trackingEventsFor } from '~/utils/tracking.server';
import { Link, useLoaderData, useLocation, type MetaFunction } from '@remix-run/react';
import { useTranslation } from '~/utils/use-translation';
import type { CategoryTree } from '../../../backend/src/schemas/catalogue.js';
import { Breadcrumbs } from '~/components/catalogue/breadcrumbs';
import { CategoryLinks, CategoryTreeList } from '~/components/catalogue/category-links';
import { FilterForm, SortForm } from './listing-forms';
import { isRefined, listingSearch, pageCount, toApiQuery } from './listing-query';
import { parseListingQuery, slugValue } from './listing-query.server';
import { catalogueMeta } from '~/utils/catalogue-meta';
import { Paging } from '~/components/catalogue/paging';
import { ProductGrid } from '~/components/catalogue/product-tile';
import { GeneralErrorBoundary } from '~/components/error-boundary';
import { ApiNotFoundError } from '~/services/api-errors.server';
import { notFound } from '~/utils/not-found.server';
import { createShopLinks, useShopLinks } from '~/utils/shop-links';

function siblingsOf(tree: CategoryTree | null, parentSlug: string | undefined) {
  if (!tree || !parentSlug) return [];
  for (const top of tree.categories) {
    if (top.slug === parentSlug) return top.children;
    const middle = top.children.find((child) => child.slug === parentSlug);
    if (middle) return middle.children;
  }
  return [];
}

// §2 products-slug: the category tree without a slug, a category's listing with one.
export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const links = createShopLinks(context.tenant.paths);
  const { t } = context;

  if (!params.slug) {
    // §2 legacy query slug: /kategorie?slug=x (or ?category=x) is now /kategorie/x.
    const legacy = slugValue.safeParse(url.searchParams.get('slug') ?? url.searchParams.get('category'));
    if (legacy.success) {
      const rest = new URLSearchParams(url.searchParams);
      rest.delete('slug');
      rest.delete('category');
      const search = rest.toString();
      throw redirect(`${links.category(legacy.data)}${search ? `?${search}` : ''}`, 301);
    }
    const tree = await context.catalogue.getCategoryTree();
    const title = t('category.allTitle');
    return data({
      kind: 'tree' as const,
      tree,
      meta: {
        title,
        description: t('category.allIntro'),
        canonicalUrl: `${url.origin}${url.pathname}`,
      },
    });
  }

  const slug = slugValue.safeParse(params.slug);
  if (!slug.success) throw await notFound(context, request);
  const state = parseListingQuery(url.searchParams);
  const [listing, tree] = await Promise.all([
    context.catalogue.getCategoryProducts(slug.data, toApiQuery(state)).catch(async (error: unknown) => {
      if (error instanceof ApiNotFoundError) throw await notFound(context, request);
      throw error;
    }),
    // The side navigation is a help, not the page: without the tree the listing still shows.
    context.catalogue.getCategoryTree().catch(() => null),
  ]);
  const { category } = listing;
  const parent = category.parents.at(-1);
  const subcategories = category.children.length
    ? { heading: t('category.subcategories'), categories: category.children }
    : { heading: parent?.name ?? t('category.subcategories'), categories: siblingsOf(tree, parent?.slug) };
  const title =
    state.page > 1 ? t('catalogue.pageTitle', { title: category.name, page: state.page }) : category.name;
  return data({
    kind: 'listing' as const,
    category,
    products: listing.products,
    total: listing.total,
    // Issue 37: view_item_list for the dataLayer.
    trackingEvents: trackingEventsFor(context, request, (c) => [
      trackingEvents.viewItemList(c, category.name, listing.products),
    ]),
    offset: listing.offset,
    facets: listing.facets,
    state,
    subcategories,
    meta: {
      title,
      description:
        category.description ?? t('category.metaDescription', { name: category.name, count: listing.total }),
      // One address per page of the plain listing; filtered and re-sorted copies point to it.
      canonicalUrl: `${url.origin}${url.pathname}${listingSearch({ page: state.page, sort: 'category', brand: [], badge: [] })}`,
      noIndex: isRefined(state),
    },
  });
}

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
            <ProductGrid products={products} headingLevel={3} eagerCount={4} />
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
