import type { MessageTree } from '../../schemas/tenant.js';

// Personal vouchers in the voucher group block (§1, §7) and the cart's vouchers (§3, §4).
export const voucherMessagesEn = {
  vouchers: {
    personalHeading: 'Your personal vouchers',
    personal: 'Personal',
    coins: 'For {coins} jö points',
    personalUnavailable: 'We cannot show your personal vouchers right now. Please try again later.',
    cart: {
      heading: 'Your vouchers',
      automatic: 'Applied automatically',
      amount: 'You save {amount}',
    },
  },
} satisfies MessageTree;
