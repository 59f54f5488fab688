import type { AppLoadContext } from '@remix-run/node';
import type { Cart, CartAddress } from '../../../backend/src/schemas/cart.js';

function appointableOf(address: CartAddress | null) {
  if (address?.distributionType === 'DELIVERY' && address.deliveryAreaNumber)
    return { type: 'DELIVERY' as const, id: address.deliveryAreaNumber };
  if (address?.distributionType === 'CLICK_AND_COLLECT' && address.storeId)
    return { type: 'CLICK_AND_COLLECT' as const, id: address.storeId };
  return null;
}

/** The slots of the cart's address or store; the earliest free one too when `askEarliest`. */
export async function loadChooserSlots(
  { cart: carts }: AppLoadContext,
  cart: Pick<Cart, 'distributionAddress'>,
  askEarliest = true,
) {
  const appointable = appointableOf(cart.distributionAddress);
  if (!appointable) return { slots: [], earliest: null };
  const [slots, earliest] = await Promise.all([
    carts.listTimeSlots(appointable.type, appointable.id).then((answer) => answer.timeSlots),
    askEarliest
      ? carts.getEarliestTimeSlot(appointable.type, appointable.id).then((answer) => answer.timeSlot)
      : null,
  ]);
  return { slots, earliest };
}
