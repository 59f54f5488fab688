import { giftCardCheckoutMessagesDe } from './gift-card-checkout-de.js';

// Checkout, payment return and order confirmation (§2 checkout, §4 Checkout completion).
export const checkoutMessagesDe = {
  checkout: {
    title: 'Kasse',
    layout: { secure: 'Sicher bezahlen', backToCart: 'Zurück zum Warenkorb' },
    paymentMethodUnavailable: {
      PAYMENT_METHOD_NOT_OFFERED: 'Diese Zahlungsart bieten wir nicht an.',
      PAYMENT_BRAND_NOT_OFFERED: 'Diese Karte nehmen wir leider nicht an.',
      PAYMENT_METHOD_DELIVERY_ONLY: 'Bezahlung an der Haustür gibt es nur bei Lieferung.',
      PAYMENT_METHOD_PICKUP_ONLY: 'Bezahlung im Markt gibt es nur bei Abholung.',
      PAYMENT_METHOD_NEEDS_COMPANY:
        'Für die Firmenrechnung braucht die Rechnungsadresse Firmenname und UID-Nummer.',
      PAYMENT_METHOD_NEEDS_BILLING_ADDRESS:
        'Für den Kauf auf Rechnung brauchen wir deine vollständige Rechnungsadresse.',
      PAYMENT_METHOD_NOT_FOUND:
        'Diese gespeicherte Karte gibt es nicht mehr. Bitte wähle eine andere Zahlungsart.',
      PAYMENT_METHOD_EXPIRED: 'Diese Karte ist abgelaufen. Bitte wähle eine andere Karte oder Zahlungsart.',
      PAYMENT_METHOD_NOT_SAVABLE: 'Nur Kreditkarten können gespeichert werden.',
      PAYMENT_METHOD_SAVE_NEEDS_LOGIN: 'Melde dich an, um eine Karte zu speichern.',
      PAYMENT_METHOD_NEEDS_LOGIN: 'Kauf auf Rechnung gibt es nach der Anmeldung.',
    },
    paymentError:
      'Die Zahlung wurde nicht angenommen, meist lehnt die Bank sie ab. Bitte versuche es mit einer anderen Karte oder Zahlungsart; dein Warenkorb ist unverändert. (Fehlercode für unseren Kundenservice: {code})',
    paymentCancelled:
      'Du hast die Zahlung abgebrochen. Dein Warenkorb ist unverändert, du kannst erneut bezahlen.',
    generalError: 'Die Bestellung konnte nicht abgeschlossen werden. Bitte versuche es noch einmal.',
    brandNotOffered:
      'Karten dieser Marke nehmen wir leider nicht an. Die Zahlung wurde storniert; bitte zahle mit einer anderen Karte oder Zahlungsart.',
    paying: {
      title: 'Deine Zahlung läuft noch',
      text: 'Für diesen Warenkorb wurde eine Zahlung begonnen, aber noch nicht abgeschlossen. Solange kann er nicht geändert werden. Gehst du zurück zur Kasse, wird die begonnene Zahlung verworfen und du kannst neu bezahlen oder den Warenkorb ändern.',
      backToCheckout: 'Zurück zur Kasse',
      toCart: 'Zum Warenkorb',
      returnInvalid:
        'Dieser Link zurück von der Zahlung ist nicht gültig. An deinem Warenkorb und deiner Zahlung hat sich nichts geändert.',
      received: {
        title: 'Deine Zahlung ist angekommen',
        text: 'Danke! Die Bestätigung mit allen Einzelheiten deiner Bestellung schicken wir dir per E-Mail. Öffnest du den Shop in dem Browser, in dem du bestellt hast, siehst du sie dort auch.',
      },
    },
    billing: {
      heading: 'Rechnungsadresse und Kontakt',
      customer: 'Du bestellst als {name} ({email}).',
      guest: 'Du bestellst als Gast.',
      login: 'Anmelden und gespeicherte Adressen verwenden',
      saved: 'Gespeicherte Adresse',
      useSaved: 'Diese Adresse verwenden',
      chooseSaved: 'Bitte wähle eine deiner gespeicherten Adressen.',
      stored: 'Deine Rechnungsadresse ist gespeichert.',
      firstName: 'Vorname',
      lastName: 'Nachname',
      companyName: 'Firma',
      streetName: 'Straße',
      streetNumber: 'Hausnummer',
      postalCode: 'PLZ',
      city: 'Ort',
      valueAddedTaxId: 'UID-Nummer',
      email: 'E-Mail-Adresse',
      phone: 'Telefonnummer',
      save: 'Rechnungsadresse speichern',
    },
    service: {
      heading: 'Lieferung oder Abholung',
      where: 'Wo',
      when: 'Wann',
      delivery: 'Lieferung an {address}',
      pickup: 'Abholung in {store}',
      none: 'Noch nicht gewählt',
      slot: '{day}, {from} – {to} Uhr',
      noSlot: 'Noch kein Zeitfenster gebucht',
      change: 'Lieferung, Abholung oder Zeitfenster ändern',
    },
    payment: {
      savedCards: 'Gespeicherte Karten',
      savedCard: '{brand} mit Endnummer {last4}, gültig bis {month}/{year}',
      primaryCard: 'Hauptkarte',
      saveCard: 'Diese Karte speichern',
      setPrimary: 'als Hauptkarte festlegen',
      heading: 'Bezahlung',
      legend: 'Zahlungsart',
      choose: 'Bitte wähle eine Zahlungsart.',
      method: {
        'credit-cards': 'Kreditkarte',
        paypal: 'PayPal',
        'apple-pay': 'Apple Pay',
        'payment-at-the-door': 'Bezahlung bei Lieferung',
        'payment-at-the-store': 'Bezahlung bei Abholung',
        'pay-by-invoice-b2c': 'Rechnung',
        'pay-by-invoice-b2b': 'Rechnung für Firmen',
        // Issue 34: an order the gift card paid all of (the confirmation names it).
        'gift-card': 'Geschenkkarte',
      },
    },
    terms: {
      label: 'Ich akzeptiere die',
      link: 'Allgemeinen Geschäftsbedingungen',
      required: 'Bitte akzeptiere die AGB, um zu bestellen.',
    },
    pay: 'Zahlungspflichtig bestellen ({amount})',
    lines: {
      heading: 'Deine Bestellung',
      quantity: 'Menge',
      article: 'Artikel',
      total: 'Preis',
      pieces: '{count} Stk.',
      grams: '{count} g',
      substitutionAllowed: 'Ersatzartikel erlaubt',
      substitutionRefused: 'Kein Ersatzartikel',
      change: 'Warenkorb bearbeiten',
    },
    confirmation: {
      title: 'Danke für deine Bestellung!',
      number: 'Deine Bestellnummer:',
      deliveryHeading: 'Lieferung',
      pickupHeading: 'Abholung',
      nextHeading: 'Wie es weitergeht',
      email: 'Wir haben dir eine Bestellbestätigung an {email} geschickt.',
      nextDelivery: 'Wir stellen deine Bestellung frisch zusammen und liefern sie im gebuchten Zeitfenster.',
      nextPickup:
        'Wir stellen deine Bestellung frisch zusammen; hol sie im gebuchten Zeitfenster in der Filiale ab.',
      weighed:
        'Artikel nach Gewicht werden nach dem tatsächlichen Gewicht verrechnet; reserviert sind bis zu {amount}.',
      linesHeading: 'Was du bestellt hast',
      paidWith: 'Bezahlt mit {method} {brand}',
      continue: 'Weiter einkaufen',
      preview:
        'Vorschau: So sieht die Bestellbestätigung mit deinem aktuellen Warenkorb aus. Es wurde nichts bestellt.',
      previewTitle: 'Bestellbestätigung (Vorschau)',
      previewEmpty: 'Lege Artikel in den Warenkorb, um die Vorschau zu sehen.',
      previewCart: 'Zum Warenkorb',
    },
  },
  // Issue 34 (decision 0078): the gift card at the checkout.
  ...giftCardCheckoutMessagesDe,
};
