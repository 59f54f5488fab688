// Issue 35: the profile's loyalty section, one text per §4 loyalty status (decision 0081).
export const loyaltyMessagesDe = {
  loyalty: {
    cardHeading: 'Deine Kundenkarte',
    barcodeAlt: 'Strichcode deiner Kundenkarte mit der Nummer {cardNumber}',
    showAtTill: 'Zeig den Strichcode an der Kassa auf deinem Handy her: So sammelst du auch im Markt Punkte.',
    cardNumber: 'Kartennummer',
    memberId: 'Mitgliedsnummer',
    authenticated:
      'Dein Konto ist mit dem jö Programm verbunden: Deine persönlichen Gutscheine gelten auch online.',
    referenced: 'Deine Karte ist mit deinem Konto verbunden. Für jede Bestellung bekommst du Punkte.',
    onlineOnly:
      'Du bist online beim jö Programm dabei, hast aber noch keine Kundenkarte. Mit einer Karte sammelst du Punkte und bekommst Mitgliedspreise.',
    dereferenced:
      'Deine Kundenkarte ist nicht mehr mit deinem Konto verbunden, zum Beispiel weil sie gesperrt oder ersetzt wurde. Punkte und Mitgliedspreise gibt es wieder, sobald du eine gültige Karte hast.',
    none: 'Du hast noch keine Kundenkarte. Mit der jö Karte sammelst du bei jedem Einkauf Punkte und bekommst Mitgliedspreise.',
    pointsHeading: 'Deine Punkte',
    pool: { 'joe-points': 'jö Punkte' },
    poolValue: '{points} Punkte',
    bookingsHeading: 'Letzte Buchungen',
    bookingsCaption: 'Punkte deiner letzten Bestellungen',
    noBookings: 'Noch keine Buchungen. Für deine nächste Bestellung bekommst du Punkte.',
    column: { date: 'Datum', order: 'Bestellung', pool: 'Punktekonto', points: 'Punkte' },
    kind: { EARNED: 'gutgeschrieben', REVERSED: 'storniert' },
    orderCard: 'Kundenkarte bestellen',
  },
};
