// German texts of the questionnaire block (issue 18).
export const questionnaireMessagesDe = {
  questionnaire: {
    title: 'Umfrage',
    email: 'Deine E-Mail-Adresse',
    emailHint: 'Damit jede Person die Umfrage nur einmal beantwortet.',
    ageHint: 'In Jahren, zwischen 1 und 99.',
    submit: 'Antworten senden',
    sent: 'Danke! Deine Antworten sind angekommen.',
    alreadyAnswered: 'Du hast diese Umfrage schon beantwortet. Jede Person kann sie nur einmal beantworten.',
    notFound: 'Diese Umfrage gibt es nicht mehr.',
    validation: {
      required: 'Dieses Feld ist erforderlich',
      chooseAtLeastOne: 'Bitte wähle mindestens einen Wert',
      unknownOption: 'Bitte wähle einen der angebotenen Werte',
      noAngleBracket: 'Das Zeichen < ist nicht erlaubt',
      maxLength: 'Du kannst maximal {max} Zeichen eingeben',
      age: 'Bitte gib ein Alter zwischen 1 und 99 ein',
      email: 'Bitte gib eine gültige E-Mail-Adresse ein',
    },
  },
};
