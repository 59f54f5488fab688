import { useTranslation } from '~/utils/use-translation';
import type { ProductSummary } from '../../../backend/src/schemas/catalogue.js';
import { CartItemForm } from '../cart/cart-item-form';
import { useFormatWeight } from '../cart/weight-choice';
import { isWeighed, type WeighedProduct } from '../cart/weight-options';
import { cartSteps } from './cart-steps';

export type SteppedProduct = Pick<ProductSummary, 'sku' | 'name'> & WeighedProduct;

/**
 * Issue 19: what is in the cart between − and +. One form: the pressed button sends its own
 * `quantity`, with JavaScript as without.
 */
export function CartStepper({ product, quantity }: { product: SteppedProduct; quantity: number }) {
  const { t } = useTranslation();
  const formatWeight = useFormatWeight();
  const { name } = product;
  const { fewer, more } = cartSteps(product, quantity);
  return (
    <CartItemForm sku={product.sku} name={name} mode="set" className="cart-stepper">
      <button
        name="quantity"
        value={fewer}
        className="cart-stepper__button"
        aria-label={t('shoppingCart.decrease', { name })}
      >
        −
      </button>
      <output className="cart-stepper__quantity" data-in-cart={quantity}>
        <span className="visually-hidden">{t('product.inCart.quantity')} </span>
        {product.weightArticle
          ? formatWeight(quantity)
          : isWeighed(product)
            ? t('product.inCart.pieces', { count: quantity })
            : quantity}
      </output>
      <button
        name="quantity"
        value={more ?? quantity}
        className="cart-stepper__button"
        aria-label={t('shoppingCart.increase', { name })}
        disabled={more === null}
      >
        +
      </button>
    </CartItemForm>
  );
}
