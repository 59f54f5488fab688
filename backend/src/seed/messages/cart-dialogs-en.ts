import type { MessageTree } from '../../schemas/tenant.js';

// The side cart, the product slide-in and the product quick view (§2 cart extras).
export const cartDialogMessagesEn = {
  cartDialogs: {
    toCart: 'Go to the cart',
    sideCart: {
      title: 'Your cart',
      unavailable: 'Unavailable items: {count}. The cart page shows them.',
      failed: 'The cart cannot be shown here right now. The cart page has it all.',
    },
    slideIn: {
      title: 'Added to your cart',
      quantity: 'In your cart: {quantity} {unit}',
      cart: 'Items in the cart: {count} · Total {total}',
    },
    quickView: {
      open: 'Quick view',
      openNamed: 'Quick view of {name}',
      title: 'Quick view',
      missing: 'This product cannot be shown here.',
      details: 'All product details',
    },
  },
} satisfies MessageTree;
