// The hosted page speaks the checkout's locale: German for de_*, English otherwise.
const english = {
  title: 'Payment',
  sandboxNotice: 'Payment sandbox: no real money moves. Pick the outcome you want to test.',
  amountToPay: 'Amount to pay',
  merchantReference: 'Reference',
  cardHeading: 'Pay by card',
  cardLegend: 'Test card',
  outcome: {
    authorized: 'payment succeeds',
    declined: 'declined by the bank',
    challenge: '3-D Secure check',
  },
  payByCard: 'Pay by card',
  walletHeading: 'Pay with a wallet',
  payWithPayPal: 'Pay with PayPal',
  payWithApplePay: 'Pay with Apple Pay',
  cancel: 'Cancel payment and return to the shop',
  testSwitchHeading: 'Test switch',
  webhookTimingLabel: 'Webhook to the shop',
  webhookTiming: {
    default: 'Sandbox default',
    before: 'Before the redirect',
    after: 'After the redirect',
    twice: 'Twice (before and after)',
    none: 'Not at all',
  },
  declined: 'The bank declined the card. Please choose another way to pay.',
  unknownCard: 'Please choose one of the test cards.',
  notOffered: 'This way to pay is not offered for this payment.',
  challengeTitle: '3-D Secure check',
  challengeText: 'Your bank asks you to confirm this payment.',
  confirmChallenge: 'Confirm payment',
  failChallenge: 'Fail the check',
  savedCard: 'Saved card',
  notFoundTitle: 'Payment not found',
  notFoundText: 'This payment page does not exist or has expired.',
};

type HostedPageTexts = typeof english;

const german: HostedPageTexts = {
  title: 'Bezahlung',
  sandboxNotice: 'Zahlungs-Sandbox: Es fließt kein echtes Geld. Wähle das Ergebnis, das du testen möchtest.',
  amountToPay: 'Zu zahlen',
  merchantReference: 'Referenz',
  cardHeading: 'Mit Karte bezahlen',
  cardLegend: 'Testkarte',
  outcome: {
    authorized: 'Zahlung gelingt',
    declined: 'von der Bank abgelehnt',
    challenge: '3-D-Secure-Prüfung',
  },
  payByCard: 'Mit Karte bezahlen',
  walletHeading: 'Mit einer Wallet bezahlen',
  payWithPayPal: 'Mit PayPal bezahlen',
  payWithApplePay: 'Mit Apple Pay bezahlen',
  cancel: 'Zahlung abbrechen und zum Shop zurückkehren',
  testSwitchHeading: 'Testschalter',
  webhookTimingLabel: 'Webhook an den Shop',
  webhookTiming: {
    default: 'Vorgabe der Sandbox',
    before: 'Vor der Weiterleitung',
    after: 'Nach der Weiterleitung',
    twice: 'Zweimal (davor und danach)',
    none: 'Gar nicht',
  },
  declined: 'Die Bank hat die Karte abgelehnt. Bitte wähle eine andere Zahlungsart.',
  unknownCard: 'Bitte wähle eine der Testkarten.',
  notOffered: 'Diese Zahlungsart wird für diese Zahlung nicht angeboten.',
  challengeTitle: '3-D-Secure-Prüfung',
  challengeText: 'Deine Bank bittet dich, diese Zahlung zu bestätigen.',
  confirmChallenge: 'Zahlung bestätigen',
  failChallenge: 'Prüfung nicht bestehen',
  savedCard: 'Gespeicherte Karte',
  notFoundTitle: 'Zahlung nicht gefunden',
  notFoundText: 'Diese Zahlungsseite gibt es nicht oder sie ist abgelaufen.',
};

/** The page's language tag (de-AT) and its texts, from the provider's locale (de_AT). */
export function hostedPageLanguage(locale: string): { lang: string; texts: HostedPageTexts } {
  const lang = locale.replace('_', '-');
  return { lang, texts: lang.toLowerCase().startsWith('de') ? german : english };
}
