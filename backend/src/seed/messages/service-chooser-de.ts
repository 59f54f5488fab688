// Issue 19: the cart's service as one line, and the chooser behind its "ändern". Same keys in de and en.
export const serviceChooserMessagesDe = {
  serviceChooser: {
    line: {
      delivery: 'Lieferung an {address}',
      pickup: 'Abholung in {store}',
      noSlot: 'noch kein Zeitfenster',
      change: 'ändern',
      changeDetail: 'Lieferung oder Abholung und Zeitfenster',
      chooseSlot: 'Zeitfenster wählen',
      choose: 'Lieferung oder Abholung wählen',
    },
    title: {
      service: 'Lieferung oder Abholung wählen',
      slot: 'Zeitfenster wählen',
    },
    backToCart: 'Zurück zum Warenkorb',
    changeSlotToo: 'Danach wählst du das Zeitfenster.',
    slotOnly: 'Nur das Zeitfenster ändern',
    stores: {
      filterLabel: 'Filiale suchen',
      filterHint: 'PLZ, Ort, Straße oder Name der Filiale',
      filterButton: 'Filialen filtern',
      found_one: '{count} Filiale passt.',
      found_other: '{count} Filialen passen.',
      noMatch: 'Keine Filiale passt zu „{filter}“.',
      showMore_one: 'Noch {count} Filiale zeigen',
      showMore_other: 'Noch {count} Filialen zeigen',
      distance: '{distance} entfernt',
    },
  },
};
