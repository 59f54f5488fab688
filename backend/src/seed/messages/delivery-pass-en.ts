// Issue 35: the delivery-pass page, its line in the cart and the price breakdown (decision 0083).
export const deliveryPassMessagesEn = {
  deliveryPass: {
    title: 'Delivery pass',
    intro: 'With the delivery pass you pay no service fee on deliveries, however often you order.',
    howItWorks:
      'You pay for it with your next order, by any payment method. It is valid from the day you place that order, already for that order itself. It does not cover collection from a store.',
    offersHeading: 'Choose your delivery pass',
    offer: '{months} months for {price}',
    buy: 'Add to basket',
    offerRequired: 'Please choose a delivery pass.',
    noOffers: 'There is no delivery pass at the moment.',
    statusHeading: 'Your delivery pass',
    status: {
      ACTIVE: 'Your delivery pass is valid until {end}.',
      UPCOMING: 'Your delivery pass is valid from {start} to {end}.',
      EXPIRED: 'Your delivery pass expired on {end}.',
      NONE: 'You have no delivery pass yet.',
    },
    followsHint: 'If you buy another one now, it starts when your current one ends.',
    inCart: 'Your basket holds a delivery pass for {months} months. You pay for it with this order.',
    toCart: 'To the basket',
    guest: 'The delivery pass needs a customer account, because it belongs to your account.',
    guestLogin: 'Log in to buy one',
    added: 'The delivery pass for {months} months is in your basket. You pay for it with this order.',
    removed: 'The delivery pass is no longer in your basket.',
    line: 'Delivery pass for {months} months',
    lineNote: 'From your order on, deliveries come without a service fee.',
    remove: 'Remove the delivery pass',
    summaryRow: 'Delivery pass ({months} months)',
    feeWaived: 'waived by your delivery pass',
    error: {
      CART_NOT_OPEN:
        'Your basket is waiting for its payment. Open it again in the basket before changing it.',
      DELIVERY_PASS_OFFER_UNKNOWN: 'This delivery pass is no longer offered. Please choose another one.',
      DELIVERY_PASS_NOT_OFFERED: 'There is no delivery pass at the moment.',
      general: 'That did not work. Please try again.',
    },
  },
};
