import { useTranslation } from '~/utils/use-translation';
import type { ProductSummary } from '../../../backend/src/schemas/catalogue.js';
import { AddToCartForm } from '../cart/add-to-cart-form';
import type { WeighedProduct } from '../cart/weight-options';
import { useTenantPath } from '~/utils/root-data';
import { availabilityText, availabilityTone, canBeOrdered } from './availability';

/** Keyed by sku (`[data-add-to-cart-slot]`); the form only when orderable and featureCartCheckout. */
export function AddToCartSlot({
  product,
}: {
  product: Pick<ProductSummary, 'sku' | 'name' | 'availability' | 'orderability' | 'ageRestriction'> &
    WeighedProduct;
}) {
  const { t } = useTranslation();
  const cartPath = useTenantPath('cart');
  const orderable = canBeOrdered(product);
  return (
    <div
      className="add-to-cart-slot"
      data-add-to-cart-slot={product.sku}
      data-orderable={orderable ? 'true' : 'false'}
    >
      <p className={`availability availability--${availabilityTone(product)}`}>
        {availabilityText(product, t)}
      </p>

      {orderable && cartPath ? <AddToCartForm product={product} /> : null}
    </div>
  );
}
