import type { MessageTree } from '../../schemas/tenant.js';

// Issue 34 (decision 0078): the gift card in the checkout's payment choice, the split beside the
// pay button, and the gift card's part on the confirmation and in the order.
export const giftCardCheckoutMessagesDe = {
  giftCardCheckout: {
    legend: 'Geschenkkarte',
    use: 'Mit Geschenkkarte zahlen',
    whichCard: 'Welche Geschenkkarte?',
    card: 'Geschenkkarte …{ending}, Guthaben {balance}',
    amount: 'Betrag von der Geschenkkarte',
    amountHint:
      'In Euro, zum Beispiel 12,50. Höchstens {most}. Den Rest zahlst du mit der Zahlungsart, die du unten wählst.',
    apply: 'Betrag übernehmen',
    splitGiftCard: 'Geschenkkarte',
    splitRest: 'Rest per {method}',
    splitRestUnchosen: 'Rest mit der Zahlungsart deiner Wahl',
    savedCardName: 'gespeicherter Karte',
    paysAll: 'Deine Geschenkkarte zahlt die ganze Bestellung, du brauchst keine andere Zahlungsart.',
    payAll: 'Zahlungspflichtig bestellen: {amount} mit deiner Geschenkkarte',
    chooseCard: 'Bitte wähle die Geschenkkarte, mit der du zahlen willst.',
    amountRequired: 'Bitte gib den Betrag ein, den deine Geschenkkarte zahlen soll.',
    amountFormat:
      'Bitte gib einen Betrag in Euro mit höchstens zwei Nachkommastellen ein, zum Beispiel 12,50.',
    amountPositive: 'Der Betrag muss größer als 0 sein.',
    amountAboveTotal: 'Deine Bestellung kostet {total}. Mehr kann deine Geschenkkarte nicht zahlen.',
    amountAboveBalance: 'Auf dieser Geschenkkarte sind nur {balance}.',
    splitChanged:
      'Du hast die Aufteilung geändert. Prüfe sie beim Bestellknopf und bestelle dann noch einmal – wir haben noch nichts bestellt.',
    error: {
      '260':
        'Diese Geschenkkarte kann diesen Betrag nicht zahlen: Die Karte ist abgelaufen, oder der Betrag ist höher als deine Bestellung.',
      '261':
        'Auf deiner Geschenkkarte ist nicht mehr genug Guthaben für diesen Betrag. Bitte gib einen kleineren Betrag ein.',
      '264': 'Diese Geschenkkarte ist nicht mehr in deiner Wallet. Bitte wähle eine andere Zahlungsart.',
      '1005':
        'Diese Zahlung wurde schon mit anderen Angaben begonnen. Bitte prüfe die Aufteilung und bestelle noch einmal.',
    },
    paidByGiftCard: 'Mit Geschenkkarte bezahlt: {amount}',
    paidRest: 'Rest: {amount}',
  },
} satisfies MessageTree;
