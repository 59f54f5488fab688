import { Link } from '@remix-run/react';
import { useTranslation } from '~/utils/use-translation';
import type { SearchResults, SearchType } from '../../../backend/src/schemas/catalogue.js';
import { ProductPrice } from '~/components/catalogue/price';
import { ProductGrid } from '~/components/catalogue/product-tile';
import { RecipeGrid } from '~/components/recipes/recipe-card';
import { useShopLinks, type ShopLinks } from '~/utils/shop-links';
import type { SearchHit } from './search-events';

type CategoryHit = SearchResults['categories']['results'][number];
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

function CategoryPath({ hit }: { hit: CategoryHit }) {
  const { t } = useTranslation();
  if (!hit.parents.length) return null;
  return (
    <span className="search-hit__path">
      {t('search.categoryIn', { path: hit.parents.map((p) => p.name).join(' › ') })}
    </span>
  );
}

/** The results of one type on the search page; headings sit below the tab's h2. */
export function SearchPageResults({ type, group }: { type: SearchType; group: SearchResults[SearchType] }) {
  const { t } = useTranslation();
  const links = useShopLinks();
  switch (type) {
    case 'products':
      return <ProductGrid products={(group as SearchResults['products']).results} eagerCount={4} />;
    case 'recipes':
      return (
        <RecipeGrid recipes={(group as SearchResults['recipes']).results} headingLevel={3} eagerCount={2} />
      );
    case 'categories':
      return (
        <ul className="search-hits">
          {(group as SearchResults['categories']).results.map((hit) => (
            <li key={hit.slug} className="search-hit">
              <h3 className="search-hit__title">
                <Link to={links.category(hit.slug)}>{hit.name}</Link>
              </h3>
              <p className="search-hit__meta">
                <CategoryPath hit={hit} />{' '}
                <span>{t('search.categoryProducts', { count: hit.productCount })}</span>
              </p>
            </li>
          ))}
        </ul>
      );
    case 'content':
      return (
        <ul className="search-hits">
          {(group as SearchResults['content']).results.map((hit) => (
            <li key={hit.slug} className="search-hit">
              <h3 className="search-hit__title">
                <Link to={contentHref(hit)}>{hit.title}</Link>
              </h3>
              {hit.excerpt ? <p className="search-hit__excerpt">{hit.excerpt}</p> : null}
            </li>
          ))}
        </ul>
      );
    default:
      return null;
  }
}

export function FlapOutHits({ type, group }: { type: SearchType; group: SearchResults[SearchType] }) {
  const links = useShopLinks();
  const hits = searchHits(type, group, links);
  return (
    <ul className="flap-out-hits">
      {group.results.map((result, index) => {
        const href = hits[index]!.href;
        return (
          <li key={hits[index]!.objectId} className="flap-out-hit">
            <FlapOutHit type={type} result={result} href={href} />
          </li>
        );
      })}
    </ul>
  );
}

function FlapOutHit({
  type,
  result,
  href,
}: {
  type: SearchType;
  result: SearchResults[SearchType]['results'][number];
  href: string;
}) {
  const { t } = useTranslation();
  if (type === 'products') {
    const product = result as SearchResults['products']['results'][number];
    // The picture is decoration here: the name says what it is.
    return (
      <>
        <Link to={href} className="flap-out-hit__link">
          <img src={product.image.src} alt="" width={40} height={40} loading="lazy" decoding="async" />
          <span>{product.name}</span>
        </Link>
        <ProductPrice product={product} />
      </>
    );
  }
  if (type === 'recipes') {
    const recipe = result as SearchResults['recipes']['results'][number];
    return (
      <Link to={href} className="flap-out-hit__link">
        <img src={recipe.image.src} alt="" width={40} height={40} loading="lazy" decoding="async" />
        <span>{recipe.title}</span>
      </Link>
    );
  }
  if (type === 'categories') {
    const category = result as CategoryHit;
    return (
      <Link to={href} className="flap-out-hit__link">
        <span>
          {category.name} <CategoryPath hit={category} />
        </span>
      </Link>
    );
  }
  const content = result as ContentHit;
  return (
    <Link to={href} className="flap-out-hit__link">
      <span>{content.title || t('search.type.content')}</span>
    </Link>
  );
}
