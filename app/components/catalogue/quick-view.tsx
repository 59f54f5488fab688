import { useFetcher } from '@remix-run/react';
import { useEffect } from 'react';
import { useTranslation } from '~/utils/use-translation';
import type { ProductSummary } from '../../../backend/src/schemas/catalogue.js';
import { listenForAdded } from '~/components/cart/added-signal';
import { ModalDialog } from '~/components/dialogs/modal-dialog';
import type { HostedDialogProps } from '~/components/dialogs/modal-dialog';
import { SmartLink } from '~/components/smart-link';
import type { loader } from '~/routes/resources.quick-view.$sku';
import { useShopLinks } from '~/utils/shop-links';
import { AddToCartSlot } from './add-to-cart-slot';
import { ProductPrice } from './price';
import { BrandAndAmount } from './product-tile';

/** §2 cart extras: closes once its product is in the cart; the slide-in says so. */
export default function QuickView({ sku, href, onClose }: HostedDialogProps & { sku: string; href: string }) {
  const { t } = useTranslation();
  const fetcher = useFetcher<typeof loader>();
  const { load } = fetcher;
  useEffect(() => {
    load(`/resources/quick-view/${encodeURIComponent(sku)}`);
  }, [load, sku]);
  useEffect(() => listenForAdded((added) => added.sku === sku && onClose()), [sku, onClose]);

  const product = fetcher.data?.product;
  return (
    <ModalDialog
      title={product?.name ?? t('cartDialogs.quickView.title')}
      onClose={onClose}
      className="quick-view"
    >
      {product ? (
        <QuickViewFacts product={product} />
      ) : (
        <p role="status">{fetcher.data ? t('cartDialogs.quickView.missing') : t('common.loading')}</p>
      )}
      {fetcher.data && !product ? (
        // The link that opened the quick view: the product page says what there is to say.
        <a href={href}>{t('cartDialogs.quickView.details')}</a>
      ) : null}
    </ModalDialog>
  );
}

export function QuickViewFacts({ product }: { product: ProductSummary }) {
  const { t } = useTranslation();
  const links = useShopLinks();
  return (
    <div className="quick-view__facts" data-quick-view={product.sku}>
      <img className="quick-view__image" {...product.image} alt={product.image.alt} />
      <div className="quick-view__buy">
        <BrandAndAmount product={product} block="quick-view" />
        <ProductPrice product={product} detail />
        <AddToCartSlot product={product} />
        <SmartLink href={links.product(product.slug, product.sku)} className="quick-view__details">
          {t('cartDialogs.quickView.details')}
        </SmartLink>
      </div>
    </div>
  );
}
