import { useTranslation } from '~/utils/use-translation';
import type { ProductSummary } from '../../../backend/src/schemas/catalogue.js';
import { useRootData } from '~/utils/root-data';
import { useShopLinks } from '~/utils/shop-links';

/** §2 cart extras: a link to the product page; with JavaScript a dialog (DialogHost). */
export function QuickViewLink({ product }: { product: Pick<ProductSummary, 'sku' | 'slug' | 'name'> }) {
  const { t } = useTranslation();
  const links = useShopLinks();
  // In shop-forward mode (§1) products live in the main shop: the tile's own link goes there.
  if (useRootData()?.shop.shopForward.enabled) return null;
  return (
    <a
      href={links.product(product.slug, product.sku)}
      className="quick-view-link"
      data-opens="quick-view"
      data-sku={product.sku}
      // The visible words begin the name, so voice control finds the link by them (WCAG 2.5.3).
      aria-label={t('cartDialogs.quickView.openNamed', { name: product.name })}
    >
      {t('cartDialogs.quickView.open')}
    </a>
  );
}
