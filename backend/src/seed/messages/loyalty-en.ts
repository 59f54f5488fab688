// Issue 35: the profile's loyalty section, one text per §4 loyalty status (decision 0081).
export const loyaltyMessagesEn = {
  loyalty: {
    cardHeading: 'Your loyalty card',
    barcodeAlt: 'Barcode of your loyalty card number {cardNumber}',
    showAtTill: 'Show the barcode on your phone at the till to collect points in store too.',
    cardNumber: 'Card number',
    memberId: 'Member number',
    authenticated: 'Your account is linked to the joe programme: your personal vouchers work online too.',
    referenced: 'Your card is linked to your account. Every order earns you points.',
    onlineOnly:
      'You take part in the joe programme online but have no loyalty card yet. With a card you collect points and get member prices.',
    dereferenced:
      'Your loyalty card is no longer linked to your account, for example because it was blocked or replaced. Points and member prices come back once you have a valid card.',
    none: 'You have no loyalty card yet. With the joe card you collect points on every purchase and get member prices.',
    pointsHeading: 'Your points',
    pool: { 'joe-points': 'joe points' },
    poolValue: '{points} points',
    bookingsHeading: 'Latest bookings',
    bookingsCaption: 'Points of your latest orders',
    noBookings: 'No bookings yet. Your next order earns you points.',
    column: { date: 'Date', order: 'Order', pool: 'Points account', points: 'Points' },
    kind: { EARNED: 'credited', REVERSED: 'cancelled' },
    orderCard: 'Order a loyalty card',
  },
};
