import { images } from '../../images.js';
import { block, paragraphs, type SeedPage } from '../../tenant-seed.js';

export const aboutPage: SeedPage = {
  slug: 'ueber-uns',
  meta: {
    title: 'Über uns',
    description: 'Frischkorb: seit 1962 ein österreichischer Nahversorger, heute auch online.',
    keywords: ['Über uns', 'Nahversorger', 'Regionalität'],
    openGraphImage: images.shopFront.src,
  },
  blocks: [
    block('about-headline', 'headline', { text: 'Über Frischkorb', level: 1 }),
    block('about-image', 'image', {
      ...images.shopFront,
      alt: 'Unsere erste Filiale mit grüner Markise',
      priority: true,
    }),
    paragraphs(
      'about-text',
      'Was 1962 als kleiner Greißler in Wels begann, ist heute ein Familienunternehmen mit über 120 Filialen in ganz Österreich. Geblieben ist unser Anspruch: gute Lebensmittel zu fairen Preisen, möglichst aus der Region.',
      'Rund 60 Prozent unseres Frischesortiments kommen von österreichischen Produzentinnen und Produzenten. Mit vielen arbeiten wir seit Jahrzehnten zusammen.',
    ),
    block('about-sustainability', 'headline', { text: 'Verantwortung, die man schmeckt', level: 2 }),
    paragraphs(
      'about-sustainability-text',
      'Unsere Lieferwagen fahren in den Städten elektrisch, Lebensmittel kurz vor Ablauf geben wir an Sozialmärkte weiter, und Mehrweg-Kisten ersetzen Einwegsackerl.',
    ),
    block('about-faq-button', 'button', {
      label: 'Häufige Fragen',
      href: '/service/faq',
      variant: 'secondary',
    }),
  ],
};

export const imprintPage: SeedPage = {
  slug: 'impressum',
  meta: { title: 'Impressum', description: 'Angaben gemäß § 5 ECG und § 25 Mediengesetz.', noIndex: true },
  blocks: [
    block('imprint-headline', 'headline', { text: 'Impressum', level: 1 }),
    paragraphs(
      'imprint-company',
      'Frischkorb Handels GmbH\nMarktplatz 1\n4600 Wels\nÖsterreich',
      'Firmenbuchnummer: FN 000000a, Landesgericht Wels\nUID-Nummer: ATU00000000',
      'Telefon: +43 7242 000000\nE-Mail: service@shop.example.at',
      'Unternehmensgegenstand: Handel mit Lebensmitteln und Waren des täglichen Bedarfs. Mitglied der Wirtschaftskammer Oberösterreich, Sparte Handel.',
    ),
  ],
};

export const privacyPage: SeedPage = {
  slug: 'datenschutz',
  meta: { title: 'Datenschutz', description: 'Wie wir deine Daten schützen und wofür wir sie verwenden.' },
  blocks: [
    block('privacy-headline', 'headline', { text: 'Datenschutz', level: 1 }),
    paragraphs(
      'privacy-text',
      'Wir verarbeiten deine Daten nur, um deine Bestellungen abzuwickeln, dein Kundenkonto zu führen und – wenn du zustimmst – um dir passende Angebote zu zeigen.',
      'Du kannst deine Einwilligungen jederzeit unten in den Cookie-Einstellungen ändern. Auskunft, Berichtigung oder Löschung deiner Daten erhältst du unter datenschutz@shop.example.at.',
    ),
    block('privacy-cookies', 'cookieList', { title: 'Cookies' }),
    block('privacy-cookie-settings', 'cookieSettingsButton', { label: 'Cookie-Einstellungen ändern' }),
  ],
};

export const termsPage: SeedPage = {
  slug: 'agb',
  meta: {
    title: 'AGB',
    description: 'Allgemeine Geschäftsbedingungen für Bestellungen im Frischkorb Onlineshop.',
  },
  blocks: [
    block('terms-headline', 'headline', { text: 'Allgemeine Geschäftsbedingungen', level: 1 }),
    paragraphs(
      'terms-text',
      'Diese Bedingungen gelten für Bestellungen im Onlineshop der Frischkorb Handels GmbH zur Lieferung oder Abholung in einer Filiale.',
      'Der Vertrag kommt zustande, wenn du an der Kasse auf „Zahlungspflichtig bestellen“ klickst und die Zahlung bestätigt ist. Du erhältst danach eine Bestellbestätigung per E-Mail.',
      'Artikel mit Gewichtsangabe (zum Beispiel Obst, Käse oder Fleisch an der Theke) werden nach dem tatsächlich gewogenen Gewicht verrechnet. Wir reservieren dafür bei der Zahlung einen etwas höheren Betrag und buchen nur den tatsächlichen Preis ab.',
      'Fehlt ein Artikel, liefern wir einen gleichwertigen Ersatz, wenn du das erlaubt hast; sonst entfällt er und wird nicht verrechnet. Pfand wird gesondert ausgewiesen.',
      'Du kannst deine Bestellung bis zum Bestellschluss deines Zeitfensters ergänzen. Beanstandungen meldest du bitte binnen 14 Tagen an service@shop.example.at.',
    ),
  ],
};
