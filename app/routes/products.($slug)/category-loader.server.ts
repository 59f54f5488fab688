import { data, redirect, type LoaderFunctionArgs } from '@remix-run/node';
import type { CategoryTree } from '../../../backend/src/schemas/catalogue.js';
import { ApiNotFoundError } from '~/services/api-errors.server';
import { notFound } from '~/utils/not-found.server';
import { createShopLinks } from '~/utils/shop-links';
import { trackingEvents, trackingEventsFor } from '~/utils/tracking.server';
import { isRefined, listingSearch, toApiQuery } from './listing-query';
import { parseListingQuery, slugValue } from './listing-query.server';

// Issue 39: the loader in a `.server` module of its own, so the route's browser chunk imports one
// empty module instead of four shared ones (each a file of its own, decision 0094).
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
