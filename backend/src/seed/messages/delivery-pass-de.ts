// Issue 35: the delivery-pass page, its line in the cart and the price breakdown (decision 0083).
export const deliveryPassMessagesDe = {
  deliveryPass: {
    title: 'Lieferpass',
    intro: 'Mit dem Lieferpass zahlst du bei Lieferungen keine Servicegebühr, so oft du auch bestellst.',
    howItWorks:
      'Du bezahlst ihn mit deiner nächsten Bestellung, mit jeder Zahlungsart. Er gilt ab dem Tag, an dem du diese Bestellung aufgibst, schon für sie selbst. Für die Abholung im Markt gilt er nicht.',
    offersHeading: 'Wähle deinen Lieferpass',
    offer: '{months} Monate für {price}',
    buy: 'In den Warenkorb',
    offerRequired: 'Bitte wähle einen Lieferpass aus.',
    noOffers: 'Zurzeit gibt es keinen Lieferpass.',
    statusHeading: 'Dein Lieferpass',
    status: {
      ACTIVE: 'Dein Lieferpass gilt bis {end}.',
      UPCOMING: 'Dein Lieferpass gilt von {start} bis {end}.',
      EXPIRED: 'Dein Lieferpass ist am {end} abgelaufen.',
      NONE: 'Du hast noch keinen Lieferpass.',
    },
    followsHint: 'Kaufst du jetzt noch einen, beginnt er, wenn dein jetziger endet.',
    inCart:
      'In deinem Warenkorb liegt ein Lieferpass für {months} Monate. Du bezahlst ihn mit dieser Bestellung.',
    toCart: 'Zum Warenkorb',
    guest: 'Den Lieferpass gibt es nur mit Kundenkonto, denn er gilt für dein Konto.',
    guestLogin: 'Melde dich an, um ihn zu kaufen',
    added:
      'Der Lieferpass für {months} Monate ist in deinem Warenkorb. Du bezahlst ihn mit dieser Bestellung.',
    removed: 'Der Lieferpass ist nicht mehr in deinem Warenkorb.',
    line: 'Lieferpass für {months} Monate',
    lineNote: 'Ab deiner Bestellung lieferst du ohne Servicegebühr.',
    remove: 'Lieferpass entfernen',
    summaryRow: 'Lieferpass ({months} Monate)',
    feeWaived: 'entfällt mit deinem Lieferpass',
    error: {
      CART_NOT_OPEN:
        'Dein Warenkorb wartet gerade auf die Zahlung. Öffne ihn im Warenkorb wieder, bevor du ihn änderst.',
      DELIVERY_PASS_OFFER_UNKNOWN: 'Diesen Lieferpass gibt es nicht mehr. Bitte wähle einen anderen.',
      DELIVERY_PASS_NOT_OFFERED: 'Zurzeit gibt es keinen Lieferpass.',
      general: 'Das hat nicht geklappt. Bitte versuche es noch einmal.',
    },
  },
};
