import type { MessageTree } from '../../schemas/tenant.js';

// Issue 34 (decision 0078): the gift card in the checkout's payment choice, the split beside the
// pay button, and the gift card's part on the confirmation and in the order.
export const giftCardCheckoutMessagesEn = {
  giftCardCheckout: {
    legend: 'Gift card',
    use: 'Pay with a gift card',
    whichCard: 'Which gift card?',
    card: 'Gift card …{ending}, balance {balance}',
    amount: 'Amount from the gift card',
    amountHint:
      'In euros, for example 12.50. At most {most}. You pay the rest with the payment method you choose below.',
    apply: 'Apply amount',
    splitGiftCard: 'Gift card',
    splitRest: 'Rest by {method}',
    splitRestUnchosen: 'Rest by the payment method you choose',
    savedCardName: 'saved card',
    paysAll: 'Your gift card pays for the whole order; you need no other payment method.',
    payAll: 'Place order and pay: {amount} with your gift card',
    chooseCard: 'Please choose the gift card you want to pay with.',
    amountRequired: 'Please enter the amount your gift card should pay.',
    amountFormat: 'Please enter an amount in euros with at most two decimals, for example 12.50.',
    amountPositive: 'The amount must be more than 0.',
    amountAboveTotal: 'Your order costs {total}. Your gift card cannot pay more than that.',
    amountAboveBalance: 'This gift card holds only {balance}.',
    splitChanged:
      'You changed the split. Check it next to the order button, then order again – nothing has been ordered yet.',
    error: {
      '260': 'This gift card cannot pay this amount: it has expired, or the amount is more than your order.',
      '261': 'Your gift card no longer holds enough for this amount. Please enter a smaller amount.',
      '264': 'This gift card is no longer in your wallet. Please choose another payment method.',
      '1005': 'This payment was started before with other details. Please check the split and order again.',
    },
    paidByGiftCard: 'Paid by gift card: {amount}',
    paidRest: 'Rest: {amount}',
  },
} satisfies MessageTree;
