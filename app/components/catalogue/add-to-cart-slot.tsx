import { useTranslation } from 'react-i18next';
import type { ProductSummary } from '../../../backend/src/schemas/catalogue.js';
import { availabilityText, availabilityTone, canBeOrdered } from './availability';

/**
 * The add-to-cart control's place on every tile and on the product page (issue 4): the cart issue
 * mounts its control into `[data-add-to-cart-slot]`, keyed by sku. Until then it carries only the
 * availability text, so there is no button that does nothing.
 */
export function AddToCartSlot({
  product,
}: {
  product: Pick<ProductSummary, 'sku' | 'availability' | 'orderability' | 'ageRestriction'>;
}) {
  const { t } = useTranslation();
  return (
    <div
      className="add-to-cart-slot"
      data-add-to-cart-slot={product.sku}
      data-orderable={canBeOrdered(product) ? 'true' : 'false'}
    >
      <p className={`availability availability--${availabilityTone(product)}`}>
        {availabilityText(product, t)}
      </p>
    </div>
  );
}
