// The flap-out's hits, loaded with the flap-out: apart from search-hits.ts, which the search page
// loads (decision 0098).
import { Link } from '@remix-run/react';
import { useTranslation } from '~/utils/use-translation';
import type { SearchResults, SearchType } from '../../../backend/src/schemas/catalogue.js';
import { ProductPrice } from '~/components/catalogue/price';
import { thumbnailSrc } from '~/components/catalogue/product-thumbnail';
import { useShopLinks } from '~/utils/shop-links';
import { CategoryPath, type CategoryHit } from './category-path';
import { searchHits } from './search-hits';

type ContentHit = SearchResults['content']['results'][number];

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

/** A product's or recipe's hit: the picture is decoration here, the label says what it is. */
function PictureHit({ href, src, label }: { href: string; src: string; label: string }) {
  return (
    <Link to={href} className="flap-out-hit__link">
      <img src={src} alt="" width={40} height={40} loading="lazy" decoding="async" />
      <span>{label}</span>
    </Link>
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
    return (
      <>
        <PictureHit href={href} src={thumbnailSrc(product.image.src)} label={product.name} />
        <ProductPrice product={product} />
      </>
    );
  }
  if (type === 'recipes') {
    const recipe = result as SearchResults['recipes']['results'][number];
    return <PictureHit href={href} src={recipe.image.src} label={recipe.title} />;
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
