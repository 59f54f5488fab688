// Issue 35: ordering the physical loyalty card and its confirmation (decision 0082).
export const physicalCardMessagesDe = {
  physicalCard: {
    title: 'Kundenkarte bestellen',
    intro:
      'Du sammelst schon mit deiner digitalen Kundenkarte. Wir schicken dir die Karte auch zum Mitnehmen, kostenlos per Post, mit derselben Kartennummer.',
    saved: {
      heading: 'An eine deiner Adressen',
      legend: 'Adresse aus deinem Konto',
      submit: 'An diese Adresse bestellen',
    },
    new: {
      heading: 'An eine neue Adresse',
      submit: 'An die neue Adresse bestellen',
    },
    state: {
      ordered: 'Du hast deine Kundenkarte am {date} bestellt. Die Karte ist unterwegs an:',
      sent: 'Deine Kundenkarte haben wir dir am {date} geschickt, an:',
      notMember: 'Die Karte zum Mitnehmen können nur Mitglieder mit einer Kundenkarte bestellen.',
      unavailable: 'In diesem Shop kannst du die Karte zum Mitnehmen nicht bestellen.',
    },
    confirmation: {
      title: 'Deine Kundenkarte ist bestellt',
      email: 'Wir haben dir eine Bestätigung an {email} geschickt.',
    },
    backToProfile: 'Zurück zu deinem Konto',
    profileOffer: 'Du hast noch keine Kundenkarte zum Mitnehmen?',
    profileLink: 'Kundenkarte kostenlos bestellen',
    error: {
      addressChoice: 'Bitte wähle eine deiner Adressen.',
      alreadyOrdered: 'Deine Kundenkarte ist schon bestellt und unterwegs.',
      alreadySent: 'Deine Kundenkarte haben wir dir schon geschickt.',
      notMember: 'Die Karte zum Mitnehmen können nur Mitglieder mit einer Kundenkarte bestellen.',
      unavailable: 'In diesem Shop kannst du die Karte zum Mitnehmen nicht bestellen.',
      general: 'Die Bestellung hat nicht geklappt. Bitte versuch es noch einmal.',
    },
  },
};
