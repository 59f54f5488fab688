// German texts of the CMS blocks (§1) and the consent settings (§4).
export const blockMessagesDe = {
  blocks: {
    slider: { label: '{title}: {count} Elemente, seitlich scrollbar' },
    edit: 'Im CMS bearbeiten: {type} {id}',
    tabs: { label: 'Reiter', contents: 'Inhalt der Reiter', contentsOf: 'Inhalt: {title}' },
    consent: {
      placeholderText:
        'Dieser Inhalt kommt von {provider}. Er wird erst angezeigt, wenn du Cookies der Kategorie „{category}“ erlaubst; {provider} kann dann Cookies setzen.',
      allow: '„{category}“ erlauben und anzeigen',
      saved: 'Deine Cookie-Einstellungen sind gespeichert.',
      settingsLegend: 'Welche Cookies erlaubst du?',
      save: 'Auswahl speichern',
      allowAll: 'Alle erlauben',
      necessaryOnly: 'Nur notwendige',
      category: {
        necessary: {
          name: 'Notwendig',
          purpose:
            'Ohne diese Cookies funktioniert der Shop nicht: Anmeldung, Sprache, Schutz vor gefälschten Anfragen und deine Cookie-Auswahl.',
        },
        statistic: {
          name: 'Statistik',
          purpose: 'Helfen uns zu verstehen, wie der Shop genutzt wird, damit wir ihn verbessern können.',
        },
        marketing: {
          name: 'Marketing',
          purpose:
            'Erlauben Inhalte anderer Anbieter wie Videos und Karten und messen, wie unsere Werbung wirkt.',
        },
        targetGroupSelection: {
          name: 'Zielgruppen',
          purpose: 'Zeigen dir Angebote, die zu deinen Einkäufen passen.',
        },
      },
    },
    cookies: {
      allowed: 'Erlaubt.',
      notAllowed: 'Nicht erlaubt.',
      caption: 'Cookies der Kategorie {category}',
      name: 'Name',
      purpose: 'Zweck',
      lifetime: 'Speicherdauer',
      noneOfOurOwn:
        'Der Shop selbst setzt in dieser Kategorie keine Cookies. Inhalte anderer Anbieter, die du hier erlaubst, setzen ihre eigenen.',
      lifetimes: {
        session: 'Bis du den Browser schließt',
        year: '1 Jahr',
        login: 'Solange du angemeldet bist, höchstens 30 Tage',
        minutes: '5 Minuten',
      },
      purposes: {
        __session: 'Kurze Hinweise nach einer Aktion, z. B. „Gespeichert“',
        lng: 'Die Sprache, die du gewählt hast',
        consent: 'Deine Cookie-Auswahl',
        webview: 'Merkt sich, dass der Shop in unserer App läuft',
        hidebackbutton: 'Blendet in unserer App den Zurück-Knopf aus',
        analytics: 'Erlaubt in unserer App die Nutzungsstatistik',
        'XSRF-TOKEN': 'Schützt deine Formulare vor gefälschten Anfragen',
        SESSION: 'Deine Anmeldung',
        'logged-in': 'Zeigt dem Shop, dass du angemeldet bist',
        'session-expired': 'Meldet, dass deine Anmeldung abgelaufen ist',
      },
    },
    publication: { download: '{title} herunterladen ({details})' },
    contact: {
      title: 'Kontakt',
      phone: 'Telefon',
      email: 'E-Mail',
      hours: 'Erreichbar',
      address: 'Anschrift',
    },
    tracking: {
      // Decision 0090: the guest order page, the confirmation e-mail's link for a guest.
      guestPage: {
        title: 'Bestellung {orderNumber}',
        lookupTitle: 'Bestellung ansehen',
        text: 'Gib die E-Mail-Adresse ein, mit der du bestellt hast: Dann siehst du, wo deine Bestellung gerade ist, und kannst sie bis zum Bestellschluss stornieren.',
      },
      title: 'Bestellung verfolgen',
      orderNumber: 'Bestellnummer',
      email: 'E-Mail-Adresse der Bestellung',
      submit: 'Bestellung suchen',
      notFound:
        'Wir haben keine Bestellung mit dieser Bestellnummer und E-Mail-Adresse gefunden. Bitte prüfe beide Angaben.',
      rateLimited_one: 'Zu viele Abfragen. Bitte versuche es in {count} Minute noch einmal.',
      rateLimited_other: 'Zu viele Abfragen. Bitte versuche es in {count} Minuten noch einmal.',
      failed: 'Wir konnten deine Bestellung gerade nicht suchen. Bitte versuche es später noch einmal.',
      status: { ORDERED: 'Bestellt', CANCELLED: 'Storniert' },
      result: {
        title: 'Bestellung {orderNumber}',
        status: 'Status',
        orderedAt: 'Bestellt am',
        dateTime: '{day}, {time}',
        service: 'Service',
        delivery: 'Lieferung',
        pickup: 'Click & Collect',
        deliveryWindow: 'Lieferzeitfenster',
        pickupWindow: 'Abholzeitfenster',
        window: '{day}, {start} – {end}',
        noWindow: 'Kein Zeitfenster gebucht',
        deliveryArea: 'Lieferung nach',
        store: 'Abholfiliale',
        items: 'Artikel',
        itemCount_one: '{count} Artikel',
        itemCount_other: '{count} Artikel',
        total: 'Gesamtsumme',
      },
    },
    vouchers: { validUntil: 'Gültig bis {date}', fineprint: 'Bedingungen' },
    recipeSearchContent: {
      title: 'Rezepte suchen',
      found_one: '{count} Rezept für „{term}“',
      found_other: '{count} Rezepte für „{term}“',
    },
  },
};
