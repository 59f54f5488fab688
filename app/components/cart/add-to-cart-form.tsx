import { useEffect, useRef } from 'react';
import { useTranslation } from '~/utils/use-translation';
import type { ProductSummary } from '../../../backend/src/schemas/catalogue.js';
import { announceAdded } from './added-signal';
import { CartItemForm, useCartItemFetcher } from './cart-item-form';
import { WeightChoice } from './weight-choice';
import { isWeighed, type WeighedProduct } from './weight-options';

type AddToCartProduct = Pick<ProductSummary, 'sku' | 'name'> & WeighedProduct;

/**
 * §2 product slide-in: told once, when an add of this sku has come back (not when a form mounts
 * later). Called where it outlives the add button, which the stepper replaces in that same render.
 */
export function useAnnounceAdded(sku: string) {
  const fetcher = useCartItemFetcher(sku);
  const wasBusy = useRef(false);
  useEffect(() => {
    const justDone = wasBusy.current && fetcher.state === 'idle';
    wasBusy.current = fetcher.state !== 'idle';
    if (justDone && fetcher.data && 'added' in fetcher.data && fetcher.data.added)
      announceAdded(fetcher.data.added);
  }, [fetcher.state, fetcher.data]);
}

/** Issue 20: a weight article adds the amount chosen, a weight-piece article the pieces. */
export function AddToCartForm({ product }: { product: AddToCartProduct }) {
  const { t } = useTranslation();
  const fetcher = useCartItemFetcher(product.sku);
  const adding = fetcher.state !== 'idle' && fetcher.formData?.get('mode') === 'add';
  return (
    <CartItemForm sku={product.sku} name={product.name} mode="add" className="add-to-cart-form">
      {isWeighed(product) ? (
        <WeightChoice product={product} sku={product.sku} name={product.name} />
      ) : (
        <input type="hidden" name="quantity" value={product.quantityStepSize} />
      )}
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
