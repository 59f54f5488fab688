// §4 service selection: the prompt of an add without delivery or pickup (issue 6, decision 0019).
// Same keys in de and en.
export const servicePromptMessagesDe = {
  servicePrompt: {
    title: 'Lieferung oder Abholung wählen',
    heading: 'Liefern wir oder holst du ab?',
    intro: 'Wähle, wohin wir liefern oder in welcher Filiale du abholst.',
    pending: 'Danach legen wir {names} in deinen Warenkorb.',
    mandatory: 'Ohne Lieferadresse oder Filiale können wir nichts in den Warenkorb legen.',
    optional: 'Du kannst auch später wählen; dann legen wir die Artikel gleich in den Warenkorb.',
    decline: 'Später wählen',
    skip: 'Ohne Auswahl weiter',
    addedPending: '{count} Artikel sind jetzt in deinem Warenkorb.',
    suggestionCount: 'Adressvorschläge: {count}',
    result: {
      abortedserviceselection:
        'Noch nicht im Warenkorb: Sobald du Lieferung oder Abholung wählst, legen wir es hinein.',
    },
  },
};
