import { useTranslation } from 'react-i18next';
import type { ProductSummary } from '../../../backend/src/schemas/catalogue.js';
import { useLazyDialog } from '~/components/dialogs/use-lazy-dialog';
import { useRootData } from '~/utils/root-data';
import { useShopLinks } from '~/utils/shop-links';

const loadQuickView = () => import('~/components/dialogs/cart-dialogs').then((module) => module.QuickView);

/**
 * The tile's quick view (§2 cart extras): a link to the product page, which with JavaScript
 * opens the product's key facts and its add-to-cart form in a dialog instead.
 */
export function QuickViewLink({ product }: { product: Pick<ProductSummary, 'sku' | 'slug' | 'name'> }) {
  const { t } = useTranslation();
  const links = useShopLinks();
  const quickView = useLazyDialog(loadQuickView);
  // In shop-forward mode (§1) products live in the main shop: the tile's own link goes there.
  if (useRootData()?.shop.shopForward.enabled) return null;
  return (
    <>
      <a href={links.product(product.slug, product.sku)} className="quick-view-link" {...quickView.linkProps}>
        <span aria-hidden="true">{t('cartDialogs.quickView.open')}</span>
        <span className="visually-hidden">
          {t('cartDialogs.quickView.openNamed', { name: product.name })}
        </span>
      </a>
      {quickView.Dialog ? <quickView.Dialog sku={product.sku} onClose={quickView.onClose} /> : null}
    </>
  );
}
