import { images } from '../../images.js';
import { block, paragraphs, type SeedPage } from '../../tenant-seed.js';

export const deliveryPage: SeedPage = {
  slug: 'service/lieferung',
  meta: {
    title: 'Lieferung & Abholung',
    description: 'Liefergebiete, Zeitfenster, Servicegebühren und Click & Collect auf einen Blick.',
    keywords: ['Lieferung', 'Zeitfenster', 'Click & Collect', 'Liefergebühr'],
    openGraphImage: images.deliveryVan.src,
  },
  blocks: [
    block('delivery-headline', 'headline', { text: 'Lieferung & Abholung', level: 1 }),
    block('delivery-image', 'image', {
      ...images.deliveryVan,
      alt: 'Ein grüner Lieferwagen mit Einkaufskörben',
      priority: true,
    }),
    paragraphs(
      'delivery-intro',
      'Wir liefern montags bis samstags von 7 bis 21 Uhr in Wien, Graz, Linz, Salzburg und Innsbruck sowie in viele Umlandgemeinden. Ob wir zu dir kommen, siehst du, sobald du deine Adresse eingibst.',
    ),
    block('delivery-fees-headline', 'headline', { text: 'Was kostet die Lieferung?', level: 2 }),
    paragraphs(
      'delivery-fees',
      'Ab einem Einkaufswert von 50 € liefern wir gratis. Darunter verrechnen wir eine Servicegebühr von 4,90 €. Der Mindestbestellwert für die Lieferung beträgt 35 € Einkaufswert.',
      'Der Einkaufswert ist, was deine Artikel kosten, vor Gutscheinen und Rabattcodes, ohne Pfand und Servicegebühr. Ein Gutschein senkt also deinen Preis, aber nie unter die gratis Lieferung oder den Mindestbestellwert.',
      'Mit dem Lieferpass bezahlst du ein Jahr lang keine Liefergebühr – egal wie oft du bestellst.',
    ),
    block('delivery-pickup-headline', 'headline', { text: 'Click & Collect', level: 2 }),
    paragraphs(
      'delivery-pickup',
      'Lieber selbst abholen? Wähle beim Bestellen deine Filiale und ein Zeitfenster. Deine Einkäufe liegen gekühlt an der Abholstation bereit – ohne Gebühr, ab 20 € Einkaufswert.',
    ),
    block('delivery-pass-button', 'button', { label: 'Mehr zum Lieferpass', href: '/lieferpass' }),
    block('delivery-stores-button', 'button', {
      label: 'Filiale finden',
      href: '/filialfinder',
      variant: 'secondary',
    }),
  ],
};

// §1: the questions as one accordion, each answer a disclosure that opens without JavaScript.
const question = (title: string, text: string) => ({ title, text });

export const faqPage: SeedPage = {
  slug: 'service/faq',
  meta: {
    title: 'Häufige Fragen',
    description: 'Antworten rund um Bestellung, Lieferung, Bezahlung, Pfand und dein Kundenkonto.',
    keywords: ['FAQ', 'Hilfe', 'Kundenservice'],
  },
  blocks: [
    block('faq-headline', 'headline', { text: 'Häufige Fragen', level: 1 }),
    block('faq-questions', 'accordion', {
      items: [
        question(
          'Kann ich meine Bestellung noch ändern?',
          'Ja, bis 22 Uhr am Vortag der Lieferung kannst du Artikel hinzufügen, Mengen ändern oder das Zeitfenster wechseln.',
        ),
        question(
          'Wie kann ich bezahlen?',
          'Mit Kreditkarte, PayPal, Apple Pay, auf Rechnung oder bei Click & Collect direkt in der Filiale. Gutscheine und Geschenkkarten kannst du im Warenkorb einlösen.',
        ),
        question(
          'Was passiert mit Pfandflaschen und Kisten?',
          'Leergut nimmt dir unser Fahrer gerne wieder mit. Der Pfandbetrag wird dir bei deiner nächsten Bestellung gutgeschrieben.',
        ),
        question(
          'Was, wenn ein Produkt nicht frisch ist?',
          'Das sollte nicht passieren – und wenn doch, melde dich innerhalb von 7 Tagen bei uns. Wir erstatten dir den Betrag ohne Wenn und Aber.',
        ),
      ],
    }),
    // §1 tracking: an order by its number and e-mail (README: Demo accounts).
    block('faq-tracking', 'tracking', {
      title: 'Wo ist meine Bestellung?',
      text: 'Gib die Bestellnummer aus deiner Bestellbestätigung und die E-Mail-Adresse ein, mit der du bestellt hast.',
    }),
    block('faq-separator', 'lineSeparator', {}),
    paragraphs(
      'faq-contact',
      'Deine Frage war nicht dabei? Unser Kundenservice ist Mo–Sa von 8 bis 20 Uhr für dich da.',
    ),
    block('faq-contact-details', 'contact', {
      title: 'Kundenservice',
      phone: '+43 1 234 56 78',
      email: 'service@shop.example.at',
      hours: [{ days: 'Montag bis Samstag', time: '8 bis 20 Uhr' }],
    }),
    block('faq-contact-form-button', 'button', { label: 'Zum Kontaktformular', href: '/service/kontakt' }),
    block('faq-delivery-button', 'button', {
      label: 'Alles zur Lieferung',
      href: '/service/lieferung',
      variant: 'link',
    }),
  ],
};
