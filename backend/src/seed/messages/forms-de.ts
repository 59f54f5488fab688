// German texts of the forms for shoppers in CMS blocks (issue 18): contact form and newsletter.
export const formMessagesDe = {
  forms: {
    contact: {
      title: 'Schreib uns',
      field: {
        firstName: 'Vorname',
        surname: 'Nachname',
        email: 'E-Mail-Adresse',
        academicTitle: 'Titel',
        telephoneNumber: 'Telefonnummer',
        street: 'Straße und Hausnummer',
        zip: 'PLZ',
        city: 'Ort',
        countryCode: 'Land (zweistelliger Code, z. B. AT)',
        orderNumber: 'Bestellnummer',
        message: 'Deine Nachricht',
        receiptNumber: 'Bonnummer',
        productName: 'Produktname',
        ean: 'EAN (Strichcode-Nummer)',
        batchNumber: 'Chargennummer',
        loyaltyMemberId: 'joe Mitgliedsnummer',
        errorCode: 'Fehlercode',
        timeWindow: 'Zeitfenster',
        paymentMethod: 'Zahlungsart',
        clientData: 'Gerät und Browser',
        discount: 'Rabattcode',
        files: 'Dateien anhängen',
      },
      filesHint: 'Bis zu {count} Dateien (PDF, JPEG oder PNG), je höchstens 10 MB.',
      honeypot: 'Dieses Feld bitte leer lassen',
      submit: 'Nachricht senden',
      sent: 'Danke für deine Nachricht! Unser Kundenservice meldet sich so bald wie möglich bei dir.',
      fileError: {
        TOO_MANY_FILES: 'Du kannst höchstens 3 Dateien anhängen. Bitte wähle die Dateien noch einmal aus.',
        FILE_TOO_LARGE:
          '„{fileName}“ ist größer als 10 MB. Bitte wähle eine kleinere Datei und alle Dateien noch einmal aus.',
        FILE_TYPE_NOT_ALLOWED:
          '„{fileName}“ ist kein PDF, JPEG oder PNG. Bitte wähle eine andere Datei und alle Dateien noch einmal aus.',
      },
      rejected:
        'Deine Nachricht wurde nicht gesendet. Bitte lass das versteckte Feld leer und versuche es noch einmal.',
      unreadable:
        'Deine Nachricht ist nicht vollständig bei uns angekommen und wurde nicht gesendet. Bitte geh zurück und schicke sie noch einmal.',
      rateLimited_one: 'Zu viele Nachrichten. Bitte versuche es in {count} Minute noch einmal.',
      rateLimited_other: 'Zu viele Nachrichten. Bitte versuche es in {count} Minuten noch einmal.',
    },
    newsletter: {
      subscribeTitle: 'Newsletter abonnieren',
      unsubscribeTitle: 'Newsletter abbestellen',
      email: 'E-Mail-Adresse',
      topics: 'Worüber möchtest du lesen?',
      subscribe: 'Abonnieren',
      save: 'Auswahl speichern',
      confirm: 'Newsletter bestätigen',
      unsubscribe: 'Vom Newsletter abmelden',
      sendLink: 'Link zum Abmelden senden',
      unsubscribeHint: 'Wir schicken dir einen Link, mit dem du dich mit einem Klick abmeldest.',
      saved: 'Deine Auswahl ist gespeichert.',
      unsubscribed: 'Du bist abgemeldet und bekommst keinen Newsletter mehr.',
      unsubscribeError:
        'Das hat nicht geklappt. Der Link ist nicht mehr gültig – bitte fordere einen neuen an.',
      linkSent:
        'Wenn diese Adresse unseren Newsletter bekommt, haben wir ihr einen Link zum Abmelden geschickt.',
      rateLimited_one: 'Zu viele Anfragen. Bitte versuche es in {count} Minute noch einmal.',
      rateLimited_other: 'Zu viele Anfragen. Bitte versuche es in {count} Minuten noch einmal.',
      recipientLimited:
        'An diese Adresse haben wir heute schon mehrere E-Mails geschickt. Schau bitte in dein Postfach (auch in den Spam-Ordner) oder versuche es morgen noch einmal.',
      anonymous: {
        beforeContent:
          'Die besten Angebote und Rezepte der Woche – kostenlos in dein Postfach. Abmelden geht jederzeit.',
        confirmSuccess: 'Danke! Dein Newsletter ist bestätigt.',
        confirmError: 'Dieser Bestätigungslink ist nicht mehr gültig. Bitte melde dich noch einmal an.',
        subscribeSuccess:
          'Fast geschafft! Bitte bestätige deine Anmeldung mit dem Link, den wir dir gerade geschickt haben.',
        subscribeError: 'Die Anmeldung hat nicht geklappt. Bitte versuche es später noch einmal.',
      },
      loggedIn: {
        beforeContent: 'Wähle die Newsletter, die du mit deinem Konto bekommen möchtest.',
        confirmSuccess: 'Danke! Deine Newsletter sind bestätigt.',
        confirmError:
          'Dieser Bestätigungslink ist nicht mehr gültig. Bitte wähle die Newsletter noch einmal.',
        subscribeSuccess:
          'Fast geschafft! Bitte bestätige die neuen Newsletter mit dem Link in deinem Postfach.',
        subscribeError:
          'Deine Auswahl konnte nicht gespeichert werden. Bitte versuche es später noch einmal.',
      },
    },
  },
};
