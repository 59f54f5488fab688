import type { MessageTree } from '../../schemas/tenant.js';
import { accountMessagesDe } from './account-de.js';
import { blockMessagesDe } from './blocks-de.js';
import { cartDialogMessagesDe } from './cart-dialogs-de.js';
import { cartMessagesDe } from './cart-de.js';
import { checkoutMessagesDe } from './checkout-de.js';
import { catalogueMessagesDe } from './catalogue-de.js';
import { customerOrderMessagesDe } from './customer-orders-de.js';
import { physicalCardMessagesDe } from './physical-card-de.js';
import { deliveryPassMessagesDe } from './delivery-pass-de.js';
import { loyaltyMessagesDe } from './loyalty-de.js';
import { staffMessagesDe } from './staff-de.js';
import { errorCatalogueDe } from './error-catalogue-de.js';
import { formMessagesDe } from './forms-de.js';
import { questionnaireMessagesDe } from './questionnaire-de.js';
import { searchMessagesDe } from './search-de.js';
import { servicePromptMessagesDe } from './service-prompt-de.js';
import { serviceChooserMessagesDe } from './service-chooser-de.js';
import { storeFinderMessagesDe } from './store-finder-de.js';
import { voucherMessagesDe } from './vouchers-de.js';

// German texts of the storefront. Every text a shopper can see has a key here and in en.ts;
// interpolation uses `{name}` (the spec's `{0}` style).
export const de = {
  ...accountMessagesDe,
  ...errorCatalogueDe,
  ...catalogueMessagesDe,
  ...checkoutMessagesDe,
  ...blockMessagesDe,
  ...cartMessagesDe,
  ...cartDialogMessagesDe,
  ...searchMessagesDe,
  ...servicePromptMessagesDe,
  ...serviceChooserMessagesDe,
  ...storeFinderMessagesDe,
  ...voucherMessagesDe,
  ...customerOrderMessagesDe,
  ...physicalCardMessagesDe,
  ...deliveryPassMessagesDe,
  ...loyaltyMessagesDe,
  ...staffMessagesDe,
  // Issue 34: the profile's wallet with its gift cards (decision 0074).
  wallet: {
    balance: 'Guthaben deiner Geschenkkarten: {amount}',
    empty: 'Du hast noch keine Geschenkkarte mit deinem Konto verbunden.',
    cardName: 'Geschenkkarte …{ending}',
    cardBalance: 'Guthaben: {amount}',
    validUntil: 'Gültig bis {date}',
    expired: 'Abgelaufen am {date}',
    remove: 'Geschenkkarte …{ending} entfernen',
    removed: 'Die Geschenkkarte ist aus deiner Wallet entfernt.',
    linkHeading: 'Geschenkkarte hinzufügen',
    code: 'Code der Geschenkkarte',
    codeHint: '20 Zeichen, zum Beispiel ABCD-EFGH-JKMN-PQRS-TVWX',
    codeRequired: 'Bitte gib den Code deiner Geschenkkarte ein.',
    link: 'Geschenkkarte hinzufügen',
    linked: 'Die Geschenkkarte ist jetzt in deiner Wallet.',
    rateLimited: 'Du hast zu viele Codes probiert. Bitte versuche es in {count} Minuten noch einmal.',
  },
  // Issue 20: "did you mean" after a search that found nothing, and choosing a weight.
  searchAndWeight: {
    didYouMean: 'Meintest du',
    weight: {
      label: 'Menge wählen: {name}',
      grams: '{grams} g',
      kilograms: '{kilograms} kg',
      pieces: '{count} Stk. (ca. {weight})',
      option: '{amount} · {price}',
      approxPrice: 'ca. {price}',
      chosen: 'Gewählt: {amount} für {price}',
      lineNote:
        'Abgerechnet nach dem tatsächlichen Gewicht. Wir reservieren dafür etwas mehr auf deinem Zahlungsmittel.',
      notInSteps: 'Bitte wähle eine Menge in Schritten zu {step} g.',
    },
  },
  // Issue 38: what the thresholds count, what the pay button charges, what a guest still has to give.
  checkoutClarity: {
    thresholdValue:
      'Dein Einkaufswert: {value}. Er zählt für gratis Lieferung und Mindestbestellwert: deine Artikel vor Gutscheinen und Rabattcodes, ohne Pfand und Servicegebühr.',
    freeServiceMissing: 'Noch {missing} Einkaufswert, dann entfällt die Servicegebühr.',
    minimumMissing: 'Mindestbestellwert: {minimum} Einkaufswert. Es fehlen noch {missing}.',
    pay: 'Zahlungspflichtig bestellen: {total}',
    payReserved: 'Zahlungspflichtig bestellen: {total} (reserviert {reserved})',
    reservedNote:
      'Verrechnet wird, was deine Artikel nach Gewicht wirklich wiegen, voraussichtlich {total}. Dafür reservieren wir bis zu {reserved} ({percent} % mehr) auf deinem Zahlungsmittel; was wir nicht brauchen, geben wir nach dem Wiegen frei.',
    billingWithPay:
      'Deine Rechnungsadresse speichern wir mit der Bestellung. Was du hier änderst, gilt für diese Bestellung.',
    billingRefused: 'Bitte prüfe deine Rechnungsadresse – wir haben noch nichts bestellt.',
    toSummary: 'Zur Übersicht: {total}',
    contactMissing: 'Für die Bestellung fehlen noch deine Kontaktdaten.',
    contactLink: 'Kontaktdaten angeben',
  },
  ...formMessagesDe,
  ...questionnaireMessagesDe,
  common: {
    skipToContent: 'Zum Inhalt springen',
    close: 'Schließen',
    home: 'Startseite',
    back: 'Zurück',
    loading: 'Wird geladen …',
  },
  // §5 default rule messages
  validation: {
    required: 'Dieses Feld ist erforderlich',
    email: 'Bitte gib eine gültige E-Mail-Adresse ein',
    numbersOnly: 'Dieses Feld darf nur Ziffern enthalten',
    integer: 'Dieses Feld darf nur ganze Zahlen enthalten',
    maxLength: 'Bitte gib höchstens {0} Zeichen ein',
    minLength: 'Bitte gib mindestens {0} Zeichen ein',
    invalidFormat: 'Ungültiges Format',
    chooseOne: 'Bitte wähle mindestens einen Wert',
    unknownIntent:
      'Das geht auf dieser Seite (nicht mehr). Bitte lade die Seite neu und versuche es noch einmal.',
  },
  // §8 error catalogue
  error: {
    backendUnavailable: 'Backend oder Internet ist nicht verfügbar',
    pageNotFound: 'Seite nicht gefunden: {path}',
    pageNotFoundFatal: 'Page Not Found: {path}',
    notFoundHeadline: 'Diese Seite gibt es leider nicht',
    notFoundText:
      'Die Adresse {path} führt zu keiner Seite. Vielleicht hilft dir die Suche oder die Startseite weiter.',
    generalHeadline: 'Da ist etwas schiefgelaufen',
    generalText:
      'Bitte versuche es in einem Moment noch einmal. Wenn der Fehler bleibt, hilft dir unser Kundenservice.',
    sitemapLink: 'Zur Seitenübersicht',
    backHome: 'Zur Startseite',
    badRequest: 'Diese Anfrage können wir nicht verstehen. Bitte geh zurück und versuche es noch einmal.',
    crossSite:
      'Dieses Formular kam nicht von unserem Shop, deshalb haben wir nichts geändert. Bitte verwende die Formulare auf unseren Seiten.',
    tooLarge: 'Das Formular ist zu groß. Bitte schicke weniger Daten auf einmal.',
    controlCharacters:
      'Deine Eingabe enthält unsichtbare Steuerzeichen, die wir nicht annehmen können. Bitte geh zurück, entferne sie und versuche es noch einmal.',
    unknownRouteMiddleware: 'Unbekannte Routen-Middleware',
  },
  status: { renderCheck: 'Der Shop antwortet.' },
  internet: { offline: 'Du bist offline. Manche Inhalte sind vielleicht nicht aktuell.' },
  notification: {
    regionLabel: 'Benachrichtigungen',
    dismiss: 'Benachrichtigung schließen',
    type: { success: 'Erfolg', info: 'Hinweis', warning: 'Warnung', error: 'Fehler' },
  },
  header: {
    bannerLabel: 'Aktueller Hinweis',
    navLabel: 'Hauptnavigation',
    serviceNavLabel: 'Service',
    homeLink: 'Zur Startseite',
  },
  footer: { navLabel: 'Fußzeile', socialLabel: 'Soziale Netzwerke', legalLabel: 'Rechtliches' },
  sitemap: {
    title: 'Seitenübersicht',
    contentPages: 'Inhalte',
    shopPages: 'Shop',
    route: {
      'favorite-products': 'Meine Favoriten',
      'delivery-pass': 'Lieferpass',
      cart: 'Warenkorb',
      checkout: 'Kasse',
      'checkout-confirmation': 'Bestellbestätigung',
      'checkout-confirmation-test': 'Bestellbestätigung (Vorschau)',
      recipes: 'Rezepte',
      pesticides: 'Pestizide',
      'products-slug': 'Kategorien',
      brands: 'Marken',
      login: 'Anmelden',
      registration: 'Registrieren',
      'offline-account': 'Konto aktivieren',
      'password-reset': 'Passwort vergessen',
      profile: 'Mein Profil',
      'order-physical-card': 'Kundenkarte bestellen',
      'order-physical-card-confirmation': 'Kundenkarte bestellt',
      storefinder: 'Filialfinder',
      search: 'Suche',
    },
  },
} satisfies MessageTree;
