// Issue 35: ordering the physical loyalty card and its confirmation (decision 0082).
export const physicalCardMessagesEn = {
  physicalCard: {
    title: 'Order a loyalty card',
    intro:
      'You already collect points with your digital loyalty card. We will also send you a card to carry, free of charge by post. It has the same card number.',
    saved: {
      heading: 'To one of your addresses',
      legend: 'Address from your account',
      submit: 'Order to this address',
    },
    new: {
      heading: 'To a new address',
      submit: 'Order to the new address',
    },
    state: {
      ordered: 'You ordered your loyalty card on {date}. It is on its way to:',
      sent: 'We sent your loyalty card on {date}, to:',
      notMember: 'Only members with a loyalty card can order the card to carry.',
      unavailable: 'The card to carry cannot be ordered in this shop.',
    },
    confirmation: {
      title: 'Your loyalty card is ordered',
      email: 'We have sent a confirmation to {email}.',
    },
    backToProfile: 'Back to your account',
    profileOffer: 'No loyalty card to carry yet?',
    profileLink: 'Order your loyalty card free of charge',
    error: {
      addressChoice: 'Please choose one of your addresses.',
      alreadyOrdered: 'Your loyalty card is ordered already and on its way.',
      alreadySent: 'We have sent your loyalty card already.',
      notMember: 'Only members with a loyalty card can order the card to carry.',
      unavailable: 'The card to carry cannot be ordered in this shop.',
      general: 'The order did not go through. Please try again.',
    },
  },
};
