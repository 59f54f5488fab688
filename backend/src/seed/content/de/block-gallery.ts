import { images } from '../../images.js';
import { block, paragraphs, type SeedPage } from '../../tenant-seed.js';
import { moreGalleryBlocks } from './block-gallery-more.js';

// Every block type, at least once, for editors to see what each looks like. Kept out of search
// engines.
export const blockGalleryPage: SeedPage = {
  slug: 'bausteine',
  meta: {
    title: 'Bausteine der Inhaltsseiten',
    description: 'Alle Bausteine, aus denen Redakteurinnen und Redakteure Seiten bauen.',
    noIndex: true,
  },
  blocks: [
    block('gallery-headline', 'headline', { text: 'Bausteine der Inhaltsseiten', level: 1 }),
    paragraphs('gallery-intro', 'Jeder Baustein einmal, so wie er im Shop erscheint.'),
    block('gallery-message', 'userMessage', {
      tone: 'warning',
      title: 'Feiertag',
      text: 'Am 8. Dezember liefern wir nicht. Bestellungen für diesen Tag verschieben wir auf den 9.',
    }),
    block('gallery-features', 'section', { title: 'Darum Frischkorb' }, [
      block('gallery-features-row', 'row', { gap: 'medium' }, [
        block('gallery-feature-1-column', 'column', { span: { base: 12, md: 4 } }, [
          block('gallery-feature-1', 'feature', {
            title: 'Gratis Lieferung ab 50 €',
            text: 'Darunter kostet die Lieferung 4,90 €.',
            href: '/service/lieferung',
          }),
        ]),
        block('gallery-feature-2-column', 'column', { span: { base: 12, md: 4 } }, [
          block('gallery-feature-2', 'feature', {
            title: 'Frischegarantie',
            text: 'Nicht zufrieden? Wir erstatten den Betrag.',
          }),
        ]),
        block('gallery-feature-3-column', 'column', { span: { base: 12, md: 4 } }, [
          block('gallery-feature-3', 'feature', { title: 'Abholen in 30 Filialen', href: '/filialfinder' }),
        ]),
      ]),
    ]),
    block('gallery-accordion', 'accordion', {
      title: 'Fragen zur Lieferung',
      items: [
        { title: 'Wann liefert ihr?', text: 'Montag bis Samstag von 8 bis 21 Uhr.' },
        {
          title: 'Was kostet die Lieferung?',
          text: 'Ab 50 € Einkaufswert nichts, darunter 4,90 €.',
          open: true,
        },
      ],
    }),
    block('gallery-table', 'table', {
      caption: 'Liefergebühren nach Einkaufswert',
      headers: ['Einkaufswert', 'Lieferung', 'Abholung'],
      rows: [
        ['bis 50 €', '4,90 €', 'gratis'],
        ['ab 50 €', 'gratis', 'gratis'],
      ],
      rowHeaders: true,
    }),
    block('gallery-promotion', 'productPromotion', {
      sku: '56505156',
      headline: 'Bio-Vollmilch aus Österreich',
      text: 'Von Bauernhöfen, die wir kennen – jeden Tag frisch abgefüllt.',
    }),
    block('gallery-products', 'productGroup', {
      title: 'Frisch aus der Backstube',
      category: 'brot-gebaeck',
      limit: 4,
      link: { label: 'Alles aus Brot & Gebäck', href: '/kategorie/brot-gebaeck' },
    }),
    block('gallery-recipe-search', 'recipeSearch', { title: 'Was kochen wir heute?' }),
    block('gallery-recipes', 'recipeGroup', { title: 'Schnelle Rezepte', tag: 'schnell', limit: 3 }),
    block('gallery-teaser-slider', 'teaserSlider', {
      title: 'Aus unserem Sortiment',
      teasers: [
        {
          title: 'Obst & Gemüse',
          image: { ...images.vegetables, alt: 'Paradeiser, Karotten und Salat' },
          href: '/kategorie/obst-gemuese',
        },
        {
          title: 'Brot & Gebäck',
          image: { ...images.bread, alt: 'Ein Laib Brot und Semmeln' },
          href: '/kategorie/brot-gebaeck',
        },
        {
          title: 'Milch & Käse',
          image: { ...images.fruitBasket, alt: 'Ein Korb voller Lebensmittel' },
          href: '/kategorie/milch-kaese',
        },
      ],
    }),
    block('gallery-image-slider', 'imageSlider', {
      title: 'Unsere Filialen',
      images: [
        { ...images.shopFront, alt: 'Eine Frischkorb-Filiale von außen', caption: 'Filiale Wien-Neubau' },
        {
          ...images.deliveryVan,
          alt: 'Ein Lieferwagen vor der Filiale',
          caption: 'Lieferung ab der Filiale',
        },
      ],
    }),
    block('gallery-image-list', 'imageList', {
      title: 'Frisch eingetroffen',
      columns: 3,
      images: [
        { ...images.vegetables, alt: 'Gemüse', caption: 'Gemüse aus der Region' },
        { ...images.bread, alt: 'Brot', caption: 'Brot vom Bäcker ums Eck' },
        { ...images.fruitBasket, alt: 'Obstkorb', caption: 'Obst der Saison' },
      ],
    }),
    block('gallery-teaser', 'teaser', {
      title: 'Lieferung & Abholung',
      text: 'Alles über Zeitfenster, Gebühren und Abholung.',
      href: '/service/lieferung',
    }),
    block('gallery-image', 'image', {
      ...images.deliveryVan,
      alt: 'Unser Lieferwagen',
      caption: 'Gekühlt bis an deine Tür.',
    }),
    block('gallery-button', 'button', { label: 'Zur Startseite', href: '/' }),
    block('gallery-separator', 'lineSeparator', {}),
    block('gallery-social', 'socialFollow', {
      title: 'Folge uns',
      links: [
        { network: 'instagram', href: 'https://www.instagram.com/', label: 'Instagram' },
        { network: 'facebook', href: 'https://www.facebook.com/', label: 'Facebook' },
      ],
    }),
    ...moreGalleryBlocks,
  ],
};
