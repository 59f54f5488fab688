import type { SearchResults, SearchType } from '../../../backend/src/schemas/catalogue.js';
import type { ShopLinks } from '~/utils/shop-links';
import type { SearchHit } from './search-events';

type ContentHit = SearchResults['content']['results'][number];

/** Where each result leads and what the search-index provider knows it by (§1 click events). */
export function searchHits(
  type: SearchType,
  group: SearchResults[SearchType],
  links: ShopLinks,
): SearchHit[] {
  switch (type) {
    case 'products':
      return (group as SearchResults['products']).results.map((hit) => ({
        href: links.product(hit.slug, hit.sku),
        objectId: hit.sku,
      }));
    case 'categories':
      return (group as SearchResults['categories']).results.map((hit) => ({
        href: links.category(hit.slug),
        objectId: hit.slug,
      }));
    case 'recipes':
      return (group as SearchResults['recipes']).results.map((hit) => ({
        href: links.recipe(hit.slug),
        objectId: hit.slug,
      }));
    case 'content':
      return (group as SearchResults['content']).results.map((hit) => ({
        href: contentHref(hit),
        objectId: hit.slug,
      }));
    default: {
      const unknown: never = type;
      throw new Error(`unknown search type ${String(unknown)}`);
    }
  }
}

/** The API names the page's path: the home page is `/`, not its slug (§2). */
function contentHref(hit: ContentHit) {
  return hit.path;
}
