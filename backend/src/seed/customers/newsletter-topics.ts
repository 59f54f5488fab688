export const newsletterTopicSeeds = [
  {
    id: 'weekly-offers',
    names: { de: 'Wochenangebote', en: 'Weekly offers' },
    descriptions: {
      de: 'Jeden Montag die Angebote der Woche.',
      en: "Every Monday, the week's offers.",
    },
  },
  {
    id: 'recipes',
    names: { de: 'Rezeptideen', en: 'Recipe ideas' },
    descriptions: { de: 'Saisonale Rezepte, zweimal im Monat.', en: 'Seasonal recipes, twice a month.' },
  },
  {
    id: 'organic',
    names: { de: 'Bio und regional', en: 'Organic and local' },
    descriptions: {
      de: 'Neues aus unserem Bio-Sortiment und von Bauern aus der Region.',
      en: 'News from our organic range and from local farmers.',
    },
  },
];
