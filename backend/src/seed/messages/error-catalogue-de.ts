import type { MessageTree } from '../../schemas/tenant.js';

// §8 error catalogue in German: the texts behind the codes the API answers with.
export const errorCatalogueDe = {
  navigation: {
    externalUrlNotAllowed: 'Dieser Link führt auf eine Adresse, die wir nicht öffnen dürfen.',
    manifestUnavailable: 'Ein Teil der Seite konnte nicht geladen werden. Bitte lade die Seite neu.',
  },
  cart: {
    missingCart: 'Es gibt noch keinen Warenkorb. Bitte lade die Seite neu und versuche es noch einmal.',
    notice: {
      minimumOrderValue: 'Der Mindestbestellwert beträgt {amount}. Es fehlen noch {missing}.',
      maximumWeightExceeded: 'Dein Warenkorb wiegt mehr als {weight} kg. Bitte entferne einige Artikel.',
      maximumValueExceeded: 'Der Warenwert übersteigt den Höchstwert von {amount}.',
      freeServiceValueMet: 'Super – die Servicegebühr entfällt für diese Bestellung!',
    },
    validationGroup: {
      billingAddress: 'Rechnungsadresse',
      discountCode: 'Gutscheincode',
      distributionLocation: 'Liefer- oder Abholort',
      timeSlot: 'Zeitfenster',
      general: 'Bestellung',
    },
    validation: {
      '004': 'Die Lieferadresse ist unvollständig oder ungültig.',
      '005': 'Bitte gib deine Lieferadresse an oder wähle einen Markt zum Abholen.',
      '006': 'Bitte gib in der Rechnungsadresse eine E-Mail-Adresse an.',
      '007': 'Bitte gib eine Telefonnummer an, damit wir dich bei der Übergabe erreichen.',
      '008': 'Bitte wähle ein Zeitfenster.',
      '022': 'Das gewählte Zeitfenster ist nicht gültig. Bitte wähle ein anderes.',
      '023': 'Dieses Zeitfenster ist leider ausgebucht. Bitte wähle ein anderes.',
      '029': 'Die Servicegebühr fehlt. Bitte wähle das Zeitfenster noch einmal.',
      '031': 'Die Rechnungsadresse ist unvollständig oder ungültig.',
      '130': 'Bitte wähle Lieferung oder Abholung.',
      '131': 'Für diese Adresse ist der gewählte Service nicht möglich.',
      '132': 'Für diese Adresse ist der gewählte Service nicht möglich.',
      '140': 'Das gewählte Zeitfenster gibt es nicht mehr. Bitte wähle ein anderes.',
      '141': 'Dein Zeitfenster ist abgelaufen. Bitte wähle ein neues.',
      '223': 'Dieser Gutscheincode ist abgelaufen.',
      '227': 'Dieser Gutscheincode wurde bereits zu oft eingelöst.',
      '228': 'Dieser Gutscheincode ist noch nicht gültig.',
      '229': 'Dieser Gutscheincode gilt nicht für die gewählte Serviceart.',
      '260': 'Die Geschenkkarte konnte nicht geprüft werden.',
      '261': 'Das Guthaben deiner Geschenkkarten deckt diese Zahlung nicht.',
      '264': 'Die Geschenkkarte ist nicht mehr in deiner Wallet.',
      ORDER_VALUE_BELOW_MINIMUM: 'Der Mindestbestellwert ist noch nicht erreicht.',
      ORDER_VALUE_ABOVE_MAXIMUM: 'Der Warenwert übersteigt den Höchstwert für diese Serviceart.',
      ORDER_WEIGHT_ABOVE_MAXIMUM: 'Dein Warenkorb ist schwerer als für diese Serviceart erlaubt.',
      ADDON_ORDER_UNKNOWN: 'Diese Bestellung gibt es in deinem Konto nicht.',
      ADDON_SERVICE_TYPE_MISMATCH: 'Diese Bestellung ist für die andere Serviceart.',
      ADDON_ORDER_CLOSED: 'Zu dieser Bestellung kann nichts mehr hinzugefügt werden.',
      unknown: 'Deine Bestellung kann so noch nicht abgeschlossen werden. Bitte prüfe deinen Warenkorb.',
    },
  },
  checkout: {
    paymentMethodUnavailable: {
      PAYMENT_METHOD_NOT_OFFERED: 'Diese Zahlungsart bieten wir nicht an.',
      PAYMENT_BRAND_NOT_OFFERED: 'Diese Karte nehmen wir leider nicht an.',
      PAYMENT_METHOD_DELIVERY_ONLY: 'Bezahlung an der Haustür gibt es nur bei Lieferung.',
      PAYMENT_METHOD_PICKUP_ONLY: 'Bezahlung im Markt gibt es nur bei Abholung.',
      PAYMENT_METHOD_NEEDS_COMPANY:
        'Für die Firmenrechnung braucht die Rechnungsadresse Firmenname und UID-Nummer.',
      PAYMENT_METHOD_NEEDS_BILLING_ADDRESS:
        'Für den Kauf auf Rechnung brauchen wir deine vollständige Rechnungsadresse.',
      PAYMENT_METHOD_NEEDS_LOGIN: 'Kauf auf Rechnung gibt es nach der Anmeldung.',
    },
    paymentError:
      'Die Zahlung hat nicht funktioniert (Code {code}). Bitte versuche es erneut oder wähle eine andere Zahlungsart.',
    generalError: 'Die Bestellung konnte nicht abgeschlossen werden. Bitte versuche es noch einmal.',
  },
  giftCard: {
    error: {
      '1000': 'Mit der Geschenkkarte ist etwas schiefgelaufen. Bitte versuche es später noch einmal.',
      '1001': 'Dieser Code ist ungültig.',
      '1002': 'Diese Geschenkkarte gibt es nicht.',
      '1003': 'Diese Geschenkkarte ist nicht mit deinem Konto verbunden.',
      '1004': 'Diese Geschenkkarte ist bereits mit einem anderen Konto verbunden.',
      '1005': 'Dieser Vorgang läuft bereits. Bitte warte einen Moment.',
      '1010': 'Dein Kundenkonto wurde nicht gefunden.',
      '1014': 'Du hast die größtmögliche Anzahl an Geschenkkarten erreicht.',
    },
  },
  phone: {
    error: {
      NOT_A_NUMBER: 'Das ist keine Telefonnummer.',
      TOO_SHORT: 'Die Telefonnummer ist zu kurz.',
      TOO_LONG: 'Die Telefonnummer ist zu lang.',
      INVALID_COUNTRY: 'Die Ländervorwahl ist ungültig. Bitte beginne mit + und der Ländervorwahl.',
    },
  },
} satisfies MessageTree;
