import { useEffect, useRef } from 'react';
import { useTranslation } from '~/utils/use-translation';
import type { ProductSummary } from '../../../backend/src/schemas/catalogue.js';
import { AddToCartForm, useAnnounceAdded } from '../cart/add-to-cart-form';
import { usePendingQuantity } from '../cart/cart-item-form';
import { useRootData, useTenantPath } from '~/utils/root-data';
import { availabilityText, availabilityTone, canBeOrdered } from './availability';
import { CartStepper, type SteppedProduct } from './cart-stepper';

type SlotProduct = SteppedProduct & Pick<ProductSummary, 'availability' | 'orderability' | 'ageRestriction'>;

/** The quantity a pending change sets, else what the cart holds (decision 0048), else 0. */
function useQuantityInCart(sku: string): number {
  const pending = usePendingQuantity(sku);
  const inCart = useRootData()?.cartQuantities?.[sku];
  return pending ?? inCart ?? 0;
}

/**
 * The add button and the stepper replace each other: a keyboard or screen reader user who just
 * pressed one lands on the other, not at the top of the page.
 */
function useFocusKeptOnSwap(swapped: boolean) {
  const slot = useRef<HTMLDivElement>(null);
  const pressedHere = useRef(false);
  useEffect(() => {
    const buttons = slot.current?.querySelectorAll('button:enabled');
    if (pressedHere.current && document.activeElement === document.body)
      (buttons?.[buttons.length - 1] as HTMLElement | undefined)?.focus();
    pressedHere.current = false;
  }, [swapped]);
  return {
    ref: slot,
    onSubmit: () => {
      pressedHere.current = true;
    },
  };
}

/** Keyed by sku (`[data-add-to-cart-slot]`); a form only when orderable and featureCartCheckout. */
export function AddToCartSlot({ product }: { product: SlotProduct }) {
  const { t } = useTranslation();
  const cartPath = useTenantPath('cart');
  const orderable = canBeOrdered(product);
  const inCart = useQuantityInCart(product.sku);
  const focusKeeper = useFocusKeptOnSwap(inCart > 0);
  useAnnounceAdded(product.sku);
  return (
    <div
      className="add-to-cart-slot"
      data-add-to-cart-slot={product.sku}
      data-orderable={orderable ? 'true' : 'false'}
      {...focusKeeper}
    >
      <p className={`availability availability--${availabilityTone(product)}`}>
        {availabilityText(product, t)}
      </p>
      {!orderable || !cartPath ? null : inCart > 0 ? (
        <CartStepper product={product} quantity={inCart} />
      ) : (
        <AddToCartForm product={product} />
      )}
    </div>
  );
}
