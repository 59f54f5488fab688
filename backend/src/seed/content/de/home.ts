import { images } from '../../images.js';
import { block, featureTiles, paragraphs, type SeedPage } from '../../tenant-seed.js';

export const homePage: SeedPage = {
  slug: 'startseite',
  meta: {
    title: 'Online-Supermarkt mit Lieferung und Abholung',
    description:
      'Frische Lebensmittel aus deiner Region: online bestellen, nach Hause liefern lassen oder in der Filiale abholen.',
    keywords: ['Online-Supermarkt', 'Lebensmittel liefern', 'Click & Collect', 'Österreich'],
    openGraphImage: images.fruitBasket.src,
  },
  blocks: [
    block('home-hero', 'section', { fullWidth: true }, [
      block('home-hero-teaser', 'teaser', {
        title: 'Frisch vom Markt direkt zu dir nach Hause',
        text: 'Obst, Gemüse, Gebäck und alles für den Alltag – heute bestellt, morgen geliefert.',
        image: {
          ...images.fruitBasket,
          alt: 'Ein Korb mit Äpfeln, Marillen, Bananen und Trauben',
          priority: true,
        },
        href: '/kategorie',
        ctaLabel: 'Jetzt einkaufen',
      }),
    ]),
    block('home-assortment', 'teaserSlider', {
      title: 'Entdecke unser Sortiment',
      teasers: [
        {
          title: 'Gemüse aus Österreich',
          text: 'Paradeiser, Erdäpfel und Karotten von Bäuerinnen und Bauern aus der Region.',
          image: { ...images.vegetables, alt: 'Paradeiser, Karotten und ein Salatkopf' },
          href: '/kategorie/obst-gemuese',
          ctaLabel: 'Zu Obst & Gemüse',
        },
        {
          title: 'Gebäck vom Bäcker ums Eck',
          text: 'Knusprige Semmeln, Bauernbrot und Kornspitz – jeden Morgen frisch gebacken.',
          image: { ...images.bread, alt: 'Ein Laib Bauernbrot neben zwei Semmeln' },
          href: '/kategorie/brot-gebaeck',
          ctaLabel: 'Zu Brot & Gebäck',
        },
        {
          title: 'Milch und Käse aus den Bergen',
          text: 'Heumilch, Joghurt und würziger Bergkäse von heimischen Sennereien.',
          image: { ...images.dairy, alt: 'Eine Flasche Milch neben einem Stück Käse' },
          href: '/kategorie/milch-kaese',
          ctaLabel: 'Zu Milch & Käse',
        },
        {
          title: 'Gut in den Tag',
          text: 'Müsli, Kaffee, Marmelade und Honig für ein Frühstück wie im Hotel.',
          image: { ...images.breakfast, alt: 'Eine Tasse Kaffee, eine Schüssel Müsli und ein Kipferl' },
          href: '/kategorie/fruehstueck',
          ctaLabel: 'Zum Frühstück',
        },
        {
          title: 'Getränke bis in die Küche',
          text: 'Mineralwasser und Säfte im Kisterl – wir tragen sie dir bis zur Wohnungstür.',
          image: { ...images.drinks, alt: 'Flaschen mit Mineralwasser und Apfelsaft' },
          href: '/kategorie/getraenke',
          ctaLabel: 'Zu den Getränken',
        },
        {
          title: 'Lieferung zum Wunschtermin',
          text: 'Wähle ein Zeitfenster, das dir passt – ab 50 € Einkaufswert liefern wir gratis.',
          image: { ...images.deliveryVan, alt: 'Ein grüner Lieferwagen mit Einkaufskörben' },
          href: '/service/lieferung',
          ctaLabel: 'Lieferinfos',
        },
      ],
    }),
    block('home-offers', 'productGroup', {
      title: 'Angebote mit Kundenkarte: Milch & Käse',
      category: 'milch-kaese',
      badge: 'offer',
      limit: 4,
      link: { label: 'Alles aus Milch & Käse', href: '/kategorie/milch-kaese' },
    }),
    block('home-offers-fresh', 'productGroup', {
      title: 'Frisch im Angebot: Obst & Gemüse',
      category: 'obst-gemuese',
      badge: 'offer',
      limit: 4,
      link: { label: 'Alles aus Obst & Gemüse', href: '/kategorie/obst-gemuese' },
    }),
    block('home-vouchers', 'voucherGroup', { title: 'Aktuelle Gutscheine', limit: 3 }),
    block('home-recipes', 'recipeGroup', {
      title: 'Neu im Rezeptheft',
      limit: 3,
      link: { label: 'Alle Rezepte', href: '/rezepte' },
    }),
    featureTiles('home-promises', 'Darum kaufst du bei uns ein', {
      delivery: {
        title: 'Gratis Lieferung ab 50 €',
        text: 'Darunter kostet die Lieferung 4,90 €, mit dem Lieferpass nie etwas.',
        href: '/service/lieferung',
      },
      pickup: {
        title: 'Click & Collect in 30 Filialen',
        text: 'Online bestellen und zur gebuchten Zeit fertig gepackt abholen.',
        href: '/filialfinder',
      },
      fresh: {
        title: 'Frischegarantie',
        text: 'Nicht zufrieden mit der Frische? Wir erstatten dir den Betrag.',
      },
      points: {
        title: 'Punkte bei jedem Einkauf',
        text: 'Mit deiner Kundenkarte sammelst du online wie in der Filiale.',
        href: '/service/kundenvorteile',
      },
    }),
    block('home-separator', 'lineSeparator', {}),
    block('home-how', 'section', { title: 'So einfach geht’s' }, [
      block('home-how-headline', 'headline', { text: 'In drei Schritten zum vollen Kühlschrank', level: 2 }),
      paragraphs(
        'home-how-text',
        '1. Produkte in den Warenkorb legen – über 5.000 Artikel stehen zur Auswahl.',
        '2. Lieferung nach Hause oder Abholung in deiner Filiale wählen und ein Zeitfenster reservieren.',
        '3. Bequem bezahlen und zurücklehnen: Wir packen sorgfältig und kühlen bis zur Übergabe.',
      ),
      block('home-how-image', 'image', {
        ...images.deliveryVan,
        alt: 'Unser Lieferwagen auf dem Weg zu dir',
        caption: 'Gekühlt geliefert – von der Filiale bis an deine Tür.',
      }),
      block('home-how-cta', 'button', { label: 'Lieferzeiten ansehen', href: '/service/lieferung' }),
      block('home-how-stores', 'button', {
        label: 'Filiale finden',
        href: '/filialfinder',
        variant: 'secondary',
      }),
    ]),
  ],
};
