// German texts of the forms for shoppers in CMS blocks (issue 18): contact form.
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
      rateLimited_one: 'Zu viele Nachrichten. Bitte versuche es in {count} Minute noch einmal.',
      rateLimited_other: 'Zu viele Nachrichten. Bitte versuche es in {count} Minuten noch einmal.',
    },
  },
};
