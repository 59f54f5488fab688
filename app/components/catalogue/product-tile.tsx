import type { ProductSummary } from '../../../backend/src/schemas/catalogue.js';
import { FavoriteToggle } from '~/components/account/favorite-toggle';
import { SmartLink } from '~/components/smart-link';
import { useShopLinks } from '~/utils/shop-links';
import { AddToCartSlot } from './add-to-cart-slot';
import { Badges } from './badges';
import { useContentAmount } from './content-amount';
import { ProductPrice } from './price';
import { QuickViewLink } from './quick-view-link';

type HeadingLevel = 2 | 3 | 4;

/**
 * One product in a list (issue 4): picture, name as the tile's link (CSS stretches it over the
 * tile), brand, content amount, price block, badges, the add-to-cart place and the quick view
 * (§2 cart extras, a link to the same page without JavaScript). The name comes first in the
 * markup so a screen reader meets it first; CSS shows the picture on top.
 */
export function ProductTile({
  product,
  headingLevel = 3,
  eager = false,
}: {
  product: ProductSummary;
  headingLevel?: HeadingLevel;
  /** Pictures above the fold load at once; the rest lazily. */
  eager?: boolean;
}) {
  const links = useShopLinks();
  const contentAmount = useContentAmount();
  const Heading = `h${headingLevel}` as const;
  const bundle = product.bundleInfo ?? contentAmount(product.contentAmount);
  return (
    <article className="product-tile" data-sku={product.sku} data-unit-price={product.unitPrice?.amount}>
      <Heading className="product-tile__name">
        <SmartLink href={links.product(product.slug, product.sku)} className="product-tile__link">
          {product.name}
        </SmartLink>
      </Heading>
      <img
        className="product-tile__image"
        src={product.image.src}
        alt={product.image.alt}
        width={product.image.width}
        height={product.image.height}
        loading={eager ? 'eager' : 'lazy'}
        decoding="async"
      />
      {product.brand ? <p className="product-tile__brand">{product.brand.name}</p> : null}
      <p className="product-tile__amount">{bundle}</p>
      <Badges badges={product.badges} />
      <ProductPrice product={product} />
      <AddToCartSlot product={product} />
      <QuickViewLink product={product} />
      <FavoriteToggle product={product} />
    </article>
  );
}

/**
 * A grid of tiles: a list, so a screen reader announces how many products there are. Tiles'
 * headings sit one level below the section's heading (`headingLevel` is the tiles' level).
 */
export function ProductGrid({
  products,
  headingLevel = 3,
  eagerCount = 0,
  label,
}: {
  products: readonly ProductSummary[];
  headingLevel?: HeadingLevel;
  /** How many leading pictures are above the fold and load eagerly. */
  eagerCount?: number;
  label?: string;
}) {
  return (
    <ul className="product-grid" aria-label={label}>
      {products.map((product, index) => (
        <li key={product.sku} className="product-grid__item">
          <ProductTile product={product} headingLevel={headingLevel} eager={index < eagerCount} />
        </li>
      ))}
    </ul>
  );
}
