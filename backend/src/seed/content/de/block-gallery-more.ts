import type { BlockNode } from '../../../schemas/content.js';
import { images } from '../../images.js';
import { block } from '../../tenant-seed.js';

// The blocks of issue 7's second part on the gallery page: layout, consent, commerce and
// communication blocks, each once.
export const moreGalleryBlocks: BlockNode[] = [
  block('gallery-tabs', 'tabs', {
    title: 'So kommt dein Einkauf zu dir',
    tabs: [
      { label: 'Lieferung', text: 'Wir liefern Montag bis Samstag in einem Zeitfenster von zwei Stunden.' },
      { label: 'Abholung', text: 'Bestellt bis 12 Uhr, abholbereit ab 17 Uhr in deiner Filiale.' },
      { label: 'Bezahlung', text: 'Mit Karte, PayPal oder auf Rechnung.' },
    ],
  }),
  block('gallery-options', 'row', { gap: 'medium' }, [
    block('gallery-option-1-column', 'column', { span: { base: 12, md: 6 } }, [
      block('gallery-option-1', 'option', {
        title: 'Zustellung',
        price: 'ab 2,90 €',
        text: 'Gekühlt bis an deine Wohnungstür, im Zeitfenster deiner Wahl.',
        link: { label: 'Zur Lieferung', href: '/service/lieferung' },
      }),
    ]),
    block('gallery-option-2-column', 'column', { span: { base: 12, md: 6 } }, [
      block('gallery-option-2', 'option', {
        title: 'Click & Collect',
        price: 'gratis',
        text: 'Online bestellen und in einer von 30 Filialen abholen.',
        link: { label: 'Filiale finden', href: '/filialfinder' },
      }),
    ]),
  ]),
  block('gallery-iframe', 'iframe', {
    title: 'Karte: Frischkorb Wien-Neubau',
    src: 'https://www.openstreetmap.org/export/embed.html?bbox=16.33%2C48.19%2C16.36%2C48.21&layer=mapnik',
    provider: 'OpenStreetMap',
    width: 4,
    height: 3,
    consentCategory: 'marketing',
  }),
  block('gallery-video', 'video', {
    source: 'file',
    title: 'Ein Rundgang durch unsere Filiale',
    src: '/content/filiale-wien-neubau.webm',
    mimeType: 'video/webm',
    poster: { ...images.shopFront, alt: 'Die Filiale Wien-Neubau von außen' },
    captions: [{ src: '/content/filiale.de.vtt', srclang: 'de', label: 'Deutsch' }],
  }),
  block('gallery-youtube', 'video', {
    source: 'youtube',
    title: 'Frischkorb-Rezept: Kaiserschmarrn',
    videoId: 'aqz-KE-bpKQ',
    poster: { ...images.bread, alt: '' },
  }),
  block('gallery-html', 'customHtml', {
    // Editors paste HTML from elsewhere: the script and the handler here never reach the page.
    html: '<h3>Öffnungszeiten zu Weihnachten</h3><ul><li><strong>24. Dezember:</strong> 7 bis 14 Uhr</li><li><strong>31. Dezember:</strong> 7 bis 17 Uhr</li></ul><p onclick="alert(1)">Schöne Feiertage!</p><script>document.title = "unsicher"</script>',
  }),
  block('gallery-script', 'script', {
    consentCategory: 'statistic',
    code: "document.documentElement.dataset.galleryStatistics = 'loaded';",
  }),
  block('gallery-publication', 'publication', {
    title: 'Flugblatt dieser Woche',
    description: 'Alle Angebote der Woche zum Durchblättern.',
    cover: { ...images.fruitBasket, alt: '' },
    file: { href: '/content/flugblatt.pdf', format: 'PDF', sizeKb: 1 },
  }),
  block('gallery-vouchers', 'voucherGroup', { title: 'Gutscheine für dich', limit: 3 }),
  // Decision 0081: both lead to the profile's loyalty section; logged out, through the login
  // and back (the profile sends a guest to the login with the section as returnUrl).
  block('gallery-joe-link', 'joeLinkButton', {
    label: 'Mit jö Punkte sammeln',
    href: '/profil/kundenkarte',
  }),
  block('gallery-joe-login', 'joeLoginButton', {
    label: 'Mit jö anmelden',
    href: '/anmelden?returnUrl=%2Fprofil%2Fkundenkarte',
    text: 'Schon jö Mitglied? Melde dich an und sieh deine persönlichen Gutscheine.',
  }),
  block('gallery-recipe-search-content', 'recipeSearchContent', { title: 'Rezepte finden', pageSize: 3 }),
  block('gallery-contact', 'contact', {
    title: 'Kundenservice',
    phone: '+43 1 234 56 78',
    email: 'service@shop.example.at',
    hours: [
      { days: 'Montag bis Freitag', time: '8 bis 20 Uhr' },
      { days: 'Samstag', time: '8 bis 18 Uhr' },
    ],
    address: { name: 'Frischkorb GmbH', street: 'Neubaugasse 1', postalCode: '1070', city: 'Wien' },
  }),
  block('gallery-tracking', 'tracking', {
    text: 'Gib die Bestellnummer aus deiner Bestätigung und deine E-Mail-Adresse ein.',
  }),
  block('gallery-contact-form', 'contactForm', { title: 'Kontaktformular', fields: ['orderNumber'] }),
  block('gallery-newsletter-subscribe', 'newsletterSubscribe', {}),
  block('gallery-newsletter-unsubscribe', 'newsletterUnsubscribe', {}),
  block('gallery-questionnaire', 'questionnaire', {
    questionnaireId: 'galerie-umfrage',
    title: 'Kurze Umfrage',
    questions: [
      { id: 'age', label: 'Dein Alter', type: 'age', required: true },
      {
        id: 'taste',
        label: 'Was schmeckt dir?',
        type: 'multiple',
        required: true,
        options: [
          { value: 'sweet', label: 'Süß' },
          { value: 'savoury', label: 'Herzhaft' },
        ],
      },
    ],
  }),
  block('gallery-cookie-list', 'cookieList', { title: 'Cookies in diesem Shop' }),
  block('gallery-cookie-settings', 'cookieSettingsButton', { label: 'Cookie-Einstellungen' }),
];
