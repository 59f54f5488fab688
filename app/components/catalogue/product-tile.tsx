import { memo } from 'react';
import type { ProductSummary } from '../../../backend/src/schemas/catalogue.js';
import { FavoriteToggle } from '~/components/account/account-forms';
import { codeAtHand, KeptPart } from '~/components/kept-html';
import { SmartLink } from '~/components/smart-link';
import { useShopLinks } from '~/utils/shop-links';
import { AddToCartSlot } from './add-to-cart-slot';
import { Badges } from './badges';
import { useContentAmount } from './content-amount';
import { ProductPrice } from './price';
import { thumbnailSrc } from './product-thumbnail';
import { QuickViewLink } from './quick-view-link';

type HeadingLevel = 2 | 3 | 4;

/**
 * Brand and amount as a tile shows them; the quick view shows them the same way, and so reaches
 * this module too, which keeps the tiles' code in one chunk with the prices' (decision 0048).
 */
export function BrandAndAmount({ product, block }: { product: ProductSummary; block: string }) {
  const contentAmount = useContentAmount();
  return (
    <>
      {product.brand ? <p className={`${block}__brand`}>{product.brand.name}</p> : null}
      <p className={`${block}__amount`}>{product.bundleInfo ?? contentAmount(product.contentAmount)}</p>
    </>
  );
}

type FaceProps = { product: ProductSummary; headingLevel: HeadingLevel; eager: boolean };

/**
 * Issue 4: the name comes first in the markup for screen readers; CSS shows the picture on top.
 * The tile's face has no interaction of its own: its link is followed in the app, and
 * prefetched, by kept-links.tsx.
 */
function TileFace({ product, headingLevel, eager }: FaceProps) {
  const links = useShopLinks();
  const Heading = `h${headingLevel}` as const;
  return (
    <>
      <Heading className="product-tile__name">
        <SmartLink href={links.product(product.slug, product.sku)} className="product-tile__link">
          {product.name}
        </SmartLink>
      </Heading>
      <img
        className="product-tile__image"
        src={thumbnailSrc(product.image.src)}
        alt={product.image.alt}
        width={product.image.width}
        height={product.image.height}
        loading={eager ? 'eager' : 'lazy'}
        decoding="async"
      />
      <BrandAndAmount product={product} block="product-tile" />
      <Badges badges={product.badges} />
      <ProductPrice product={product} />
    </>
  );
}

const face = codeAtHand(TileFace);

/**
 * Decision 0116 (issue 39): the face is kept as the server rendered it, not hydrated; the parts
 * that follow the cart or the shopper are hydrated.
 * Memoised: the router's state changes (route discovery, a fetcher's post) re-render the page, and
 * a tile's product does not change with them; its parts that follow the cart or the shopper still do.
 */
export const ProductTile = memo(function ProductTile({
  product,
  headingLevel = 3,
  eager = false,
}: {
  product: ProductSummary;
  headingLevel?: HeadingLevel;
  eager?: boolean;
}) {
  return (
    <article className="product-tile" data-sku={product.sku} data-unit-price={product.unitPrice?.amount}>
      <KeptPart
        code={face}
        content={[product, headingLevel, eager]}
        render={(Face) => <Face product={product} headingLevel={headingLevel} eager={eager} />}
      />
      <AddToCartSlot product={product} />
      <QuickViewLink product={product} />
      <FavoriteToggle product={product} />
    </article>
  );
});

/**
 * Issue 39: on a phone (two columns) a longer list is laid out in groups of two rows, and a group
 * out of reach of the screen is not laid out until it comes near; from three columns the groups
 * step aside and the tiles are one grid (catalogue.css).
 */
const tilesPerGroup = 4;

/** A list, so a screen reader announces how many products there are. */
export function ProductGrid({
  products,
  headingLevel = 3,
  eagerCount = 0,
  label,
}: {
  products: readonly ProductSummary[];
  headingLevel?: HeadingLevel;
  eagerCount?: number;
  label?: string;
}) {
  const tile = (product: ProductSummary, index: number) => (
    <ProductTile product={product} headingLevel={headingLevel} eager={index < eagerCount} />
  );
  if (products.length <= 2 * tilesPerGroup)
    return (
      <ul className="product-grid" aria-label={label}>
        {products.map((product, index) => (
          <li key={product.sku} className="product-grid__item">
            {tile(product, index)}
          </li>
        ))}
      </ul>
    );
  // One list of every product for screen readers: the groups are no part of it.
  const groups = Array.from({ length: Math.ceil(products.length / tilesPerGroup) }, (_, group) =>
    products.slice(group * tilesPerGroup, (group + 1) * tilesPerGroup),
  );
  return (
    <div role="list" className="product-grid product-grid--grouped" aria-label={label}>
      {groups.map((group, groupIndex) => (
        <div key={group[0]!.sku} role="none" className="product-grid__group">
          {group.map((product, index) => (
            <div key={product.sku} role="listitem" className="product-grid__item">
              {tile(product, groupIndex * tilesPerGroup + index)}
            </div>
          ))}
        </div>
      ))}
    </div>
  );
}
