import { data, type LoaderFunctionArgs } from '@remix-run/node';
import { useLoaderData, useLocation, type MetaFunction } from '@remix-run/react';
import { useTranslation } from '~/utils/use-translation';
import { Breadcrumbs } from '~/components/catalogue/breadcrumbs';
import { SortForm } from '~/routes/products.($slug)/listing-forms';
import {
  isRefined,
  listingSearch,
  pageCount,
  LISTING_PAGE_SIZE,
} from '~/routes/products.($slug)/listing-query';
import { parseListingQuery, slugValue } from '~/routes/products.($slug)/listing-query.server';
import { catalogueMeta } from '~/utils/catalogue-meta';
import { Paging } from '~/components/catalogue/paging';
import { ProductGrid } from '~/components/catalogue/product-tile';
import { GeneralErrorBoundary } from '~/components/error-boundary';
import { ApiNotFoundError } from '~/services/api-errors.server';
import { notFound } from '~/utils/not-found.server';
import { useShopLinks } from '~/utils/shop-links';

// §2 brand-slug: one brand's products, sorted and paged like a category (no filters).
export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const slug = slugValue.safeParse(params.slug);
  if (!slug.success) throw await notFound(context, request);
  const state = parseListingQuery(url.searchParams, { filters: false });
  let listing;
  try {
    listing = await context.catalogue.getBrandProducts(slug.data, {
      offset: (state.page - 1) * LISTING_PAGE_SIZE,
      pageSize: LISTING_PAGE_SIZE,
      sort: state.sort,
    });
  } catch (error) {
    if (error instanceof ApiNotFoundError) throw await notFound(context, request);
    throw error;
  }
  const { brand } = listing;
  return data({
    brand,
    products: listing.products,
    total: listing.total,
    offset: listing.offset,
    state,
    meta: {
      title:
        state.page > 1
          ? context.t('catalogue.pageTitle', { title: brand.name, page: state.page })
          : brand.name,
      description: brand.description ?? context.t('brand.brandMetaDescription', { name: brand.name }),
      canonicalUrl: `${url.origin}${url.pathname}${listingSearch({ ...state, sort: 'category' })}`,
      noIndex: isRefined(state),
    },
  });
}

export default function BrandPage() {
  const { brand, products, total, offset, state } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  const links = useShopLinks();
  const { pathname } = useLocation();
  const pages = pageCount(total);
  return (
    <div className="catalogue-page brand-page">
      <Breadcrumbs trail={[{ label: t('brand.allBrands'), href: links.brand() }]} current={brand.name} />
      <h1>{brand.name}</h1>
      {brand.description ? <p>{brand.description}</p> : null}
      <section className="brand-page__results" aria-labelledby="brand-products">
        <h2 id="brand-products" className="visually-hidden">
          {t('catalogue.products')}
        </h2>
        <div className="listing-toolbar">
          <p className="listing-toolbar__count">
            {products.length > 0 && pages > 1
              ? t('catalogue.resultsRange', { from: offset + 1, to: offset + products.length, total })
              : t('catalogue.results', { count: total })}
          </p>
          <SortForm state={state} withFilters={false} />
        </div>
        {products.length ? (
          <ProductGrid products={products} headingLevel={3} eagerCount={4} />
        ) : (
          <p className="listing-empty">{t('catalogue.empty')}</p>
        )}
        <Paging
          page={state.page}
          pageCount={pages}
          hrefFor={(page) => `${pathname}${listingSearch(state, { page })}`}
        />
      </section>
    </div>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data: routeData, error, matches }) =>
  catalogueMeta({ data: routeData, error, matches });

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
