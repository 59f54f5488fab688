import type { MessageTree } from '../../schemas/tenant.js';

// Personal vouchers in the voucher group block (§1, §7) and the cart's vouchers (§3, §4).
export const voucherMessagesDe = {
  vouchers: {
    personalHeading: 'Deine persönlichen Gutscheine',
    personal: 'Persönlich',
    coins: 'Für {coins} jö Punkte',
    personalUnavailable:
      'Deine persönlichen Gutscheine können wir gerade nicht anzeigen. Bitte versuch es später noch einmal.',
    cart: {
      heading: 'Deine Gutscheine',
      automatic: 'Automatisch eingelöst',
      amount: 'Ersparnis: {amount}',
    },
  },
} satisfies MessageTree;
