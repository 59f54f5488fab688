// Decision 0098: the search page keeps these parts' HTML and loads this chunk only to render one anew.
import '~/browser-shell'; // decision 0094: its modules stay in the framework's chunk
import { Link } from '@remix-run/react';
import type { ReactNode } from 'react';
import { useTranslation } from '~/utils/use-translation';
import type { SearchResults, SearchType } from '../../../backend/src/schemas/catalogue.js';
import { Paging } from '~/components/catalogue/paging';
import { RecipeGrid } from '~/components/recipes/recipe-card';
import { useShopLinks } from '~/utils/shop-links';
import { DidYouMean } from './did-you-mean';
import { CategoryPath } from './category-path';

/** Category and content hits: a title that links to the hit, and what the hit says of itself. */
function HitList({ hits }: { hits: { key: string; href: string; title: string; detail: ReactNode }[] }) {
  return (
    <ul className="search-hits">
      {hits.map((hit) => (
        <li key={hit.key} className="search-hit">
          <h3 className="search-hit__title">
            <Link to={hit.href}>{hit.title}</Link>
          </h3>
          {hit.detail}
        </li>
      ))}
    </ul>
  );
}

/** The results of a tab other than products; headings sit below the tab's h2. */
function SearchHitList({
  type,
  group,
}: {
  type: Exclude<SearchType, 'products'>;
  group: SearchResults[SearchType];
}) {
  const { t } = useTranslation();
  const links = useShopLinks();
  switch (type) {
    case 'recipes':
      return (
        <RecipeGrid recipes={(group as SearchResults['recipes']).results} headingLevel={3} eagerCount={2} />
      );
    case 'categories':
      return (
        <HitList
          hits={(group as SearchResults['categories']).results.map((hit) => ({
            key: hit.slug,
            href: links.category(hit.slug),
            title: hit.name,
            detail: (
              <p className="search-hit__meta">
                <CategoryPath hit={hit} />{' '}
                <span>{t('search.categoryProducts', { count: hit.productCount })}</span>
              </p>
            ),
          }))}
        />
      );
    case 'content':
      return (
        <HitList
          hits={(group as SearchResults['content']).results.map((hit) => ({
            key: hit.slug,
            href: hit.path,
            title: hit.title,
            detail: hit.excerpt ? <p className="search-hit__excerpt">{hit.excerpt}</p> : null,
          }))}
        />
      );
    default:
      return null;
  }
}

export const searchParts = { SearchHitList, DidYouMean, Paging };
