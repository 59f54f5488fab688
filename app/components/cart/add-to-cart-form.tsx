import { useTranslation } from '~/utils/use-translation';
import type { ProductSummary } from '../../../backend/src/schemas/catalogue.js';
import { CartItemForm, useCartItemFetcher } from './cart-item-form';

type AddToCartProduct = Pick<ProductSummary, 'sku' | 'name' | 'quantityStepSize'>;

/** Adds one step of the product (a piece, or its step in grams) to the cart. */
export function AddToCartForm({ product }: { product: AddToCartProduct }) {
  const { t } = useTranslation();
  const fetcher = useCartItemFetcher(product.sku);
  const adding = fetcher.state !== 'idle' && fetcher.formData?.get('mode') === 'add';
  return (
    <CartItemForm sku={product.sku} name={product.name} mode="add" className="add-to-cart-form">
      <input type="hidden" name="quantity" value={product.quantityStepSize} />
      <button
        type="submit"
        className="button button--primary add-to-cart-form__button"
        aria-label={t('shoppingCart.addNamed', { name: product.name })}
        aria-busy={adding || undefined}
      >
        {t('shoppingCart.add')}
      </button>
    </CartItemForm>
  );
}
