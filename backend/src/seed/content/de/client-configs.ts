import type { TenantSeed } from '../../tenant-seed.js';
import { images } from '../../images.js';

// Links use the tenant's slugs (tenants/de.ts) and the seeded content pages.
export const clientConfigs: TenantSeed['clientConfigs'] = {
  topbarbanner: {
    enabled: true,
    text: 'Gratis Lieferung ab 50 € Einkaufswert',
    link: { label: 'Mehr erfahren', href: '/service/lieferung' },
    tone: 'promotion',
  },
  header: {
    navigation: [
      {
        label: 'Sortiment',
        href: '/kategorie',
        children: [
          { label: 'Obst & Gemüse', href: '/kategorie/obst-gemuese' },
          { label: 'Brot & Gebäck', href: '/kategorie/brot-gebaeck' },
          { label: 'Milch & Käse', href: '/kategorie/milch-kaese' },
        ],
      },
      { label: 'Marken', href: '/marken', children: [] },
      { label: 'Rezepte', href: '/rezepte', children: [] },
      { label: 'Lieferung & Abholung', href: '/service/lieferung', children: [] },
    ],
    serviceLinks: [
      { label: 'Filialfinder', href: '/filialfinder' },
      { label: 'Favoriten', href: '/favoriten' },
    ],
  },
  footer: {
    columns: [
      {
        title: 'Service',
        links: [
          { label: 'Lieferung & Abholung', href: '/service/lieferung' },
          { label: 'Häufige Fragen', href: '/service/faq' },
          { label: 'Kontakt', href: '/service/kontakt' },
          { label: 'Newsletter', href: '/newsletter' },
          { label: 'Filialfinder', href: '/filialfinder' },
        ],
      },
      {
        title: 'Mein Konto',
        links: [
          { label: 'Anmelden', href: '/anmelden', audience: 'guests' },
          { label: 'Registrieren', href: '/registrieren', audience: 'guests' },
          { label: 'Passwort vergessen', href: '/passwort-vergessen', audience: 'guests' },
          // §2: ordering a physical card is a route only while the joe programme is off, as it is
          // not here; joe members get their card in the programme instead.
          { label: 'Mein Profil', href: '/profil' },
        ],
      },
      {
        title: 'Frischkorb',
        links: [
          { label: 'Über uns', href: '/ueber-uns' },
          { label: 'Rezepte', href: '/rezepte' },
          { label: 'Seitenübersicht', href: '/seitenuebersicht' },
        ],
      },
    ],
    legalLinks: [
      { label: 'Impressum', href: '/impressum' },
      { label: 'Datenschutz', href: '/datenschutz' },
      { label: 'AGB', href: '/agb' },
    ],
    social: [
      {
        network: 'facebook',
        label: 'Frischkorb auf Facebook',
        href: 'https://www.facebook.com/frischkorb.example',
      },
      {
        network: 'instagram',
        label: 'Frischkorb auf Instagram',
        href: 'https://www.instagram.com/frischkorb.example',
      },
      {
        network: 'youtube',
        label: 'Frischkorb auf YouTube',
        href: 'https://www.youtube.com/@frischkorb.example',
      },
    ],
    copyright: '© Frischkorb Handels GmbH. Alle Preise in Euro inkl. MwSt.',
  },
  socialsharingandseo: {
    siteName: 'Frischkorb',
    titleTemplate: '%s | Frischkorb',
    defaultDescription:
      'Dein Online-Supermarkt in Österreich: frische Lebensmittel liefern lassen oder abholen.',
    defaultOpenGraphImage: images.fruitBasket.src,
    twitterHandle: '@frischkorb',
  },
  // §4: products and recipes in the first column (odd order), categories and pages in the second.
  searchflapout: {
    columnRatio: '8/4',
    types: [
      {
        type: 'products',
        order: 1,
        emptyResultsContent: 'Keine Produkte gefunden. Prüfe die Schreibweise oder suche allgemeiner.',
      },
      { type: 'categories', order: 2, emptyResultsContent: 'Keine passende Kategorie.' },
      { type: 'recipes', order: 3, emptyResultsContent: 'Kein passendes Rezept.' },
      { type: 'content', order: 4, emptyResultsContent: 'Keine passenden Seiten.' },
    ],
  },
};
