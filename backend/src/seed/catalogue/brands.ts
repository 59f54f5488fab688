import type { Text } from './shelf-types.js';

// About 200 fictional brands that read like an Austrian shelf (no real trademarks), each at home
// in one top category, plus the shop's own labels that appear on every shelf.

export type BrandPlan = {
  name: Text;
  region: string;
  /** Price level against the line's price range: 0.7 for the budget label, 1.3 for premium. */
  priceLevel: number;
  organic: boolean;
  ownLabel: boolean;
  what?: Text;
  /** The German names of the middle or leaf categories it sells in; all of its top's when absent. */
  shelves?: string[];
  foodOnly?: boolean;
};

export const ownLabels: BrandPlan[] = [
  {
    name: ['Frischkorb', 'Freshbasket'],
    region: 'austria',
    priceLevel: 0.9,
    organic: false,
    ownLabel: true,
    what: [
      'Die Eigenmarke von Frischkorb: gute Qualität zum fairen Preis',
      "Freshbasket's own label: good quality at a fair price",
    ],
  },
  {
    name: ['Frischkorb Bio', 'Freshbasket Organic'],
    region: 'austria',
    priceLevel: 1.2,
    organic: true,
    ownLabel: true,
    foodOnly: true,
    what: [
      'Kontrolliert biologische Lebensmittel der Eigenmarke',
      'Certified organic groceries from our own label',
    ],
  },
  {
    name: ['Frischkorb Preisknüller', 'Freshbasket Best Price'],
    region: 'europe',
    priceLevel: 0.68,
    organic: false,
    ownLabel: true,
    what: [
      'Der dauerhaft niedrige Preis für den täglichen Einkauf',
      'Everyday essentials at a permanently low price',
    ],
  },
  {
    name: ['Frischkorb Genuss', 'Freshbasket Finest'],
    region: 'austria',
    priceLevel: 1.3,
    organic: false,
    ownLabel: true,
    foodOnly: true,
    what: ['Ausgewählte Spezialitäten für besondere Anlässe', 'Selected specialities for special occasions'],
  },
];

type BrandList = {
  what: Text;
  /** [name, region, price level, organic, the German middle or leaf names it sells in ('|'-separated)] */
  brands: ReadonlyArray<readonly [string, string, number, boolean?, string?]>;
};

export const brandsByTop: Record<string, BrandList> = {
  obst: {
    what: ['Obst und Gemüse', 'Fruit and vegetables'],
    brands: [
      ['Weinviertler', 'weinviertel', 1],
      ['Marchfelder Gemüsegarten', 'noe', 1, false, 'Gemüse|Kräuter & Pilze'],
      ['Seewinkler Gärtnerei', 'burgenland', 1.05, false, 'Gemüse|Kräuter & Pilze'],
      ['Steirerfrucht', 'steiermark', 1.05, false, 'Obst'],
      ['Sonnenhang Obstbau', 'steiermark', 1.1, false, 'Obst'],
      ['Alpengarten', 'tirol', 1.1],
      ['Eferdinger Gemüsebauern', 'ooe', 1, false, 'Gemüse|Kräuter & Pilze'],
      ['Donauland Frische', 'ooe', 0.95],
      ['Südfrucht Contor', 'spain', 0.95, false, 'Obst'],
      ['Biohof Sonnleitn', 'waldviertel', 1.25, true],
      ['Kräutergarten Lenz', 'noe', 1.1, false, 'Kräuter & Pilze'],
      ['Gartenkrone', 'austria', 1],
      ['Mittelmeer Ernte', 'italy', 1, false, 'Zitrusfrüchte|Paradeiser & Gurken|Frische Kräuter'],
    ],
  },
  brot: {
    what: ['Brot und Gebäck', 'Bread and baked goods'],
    brands: [
      ['Backstube Huber', 'wien', 1.1],
      ['Mühlviertler Landbäckerei', 'muehlviertel', 1.05],
      ['Alpenkorn', 'tirol', 1.1],
      ['Bäckerei Sonnberger', 'salzburg', 1.05],
      ['Kornfeld', 'noe', 0.95],
      ['Waldviertler Backhaus', 'waldviertel', 1.05],
      ['Goldkruste', 'austria', 0.9],
      ['Steirisches Backhaus', 'steiermark', 1],
      ['Feinbäckerei Lechner', 'ooe', 1.15, false, 'Gebäck'],
      ['Brotzeit Manufaktur', 'bayern', 1],
      ['Vollkornwerk', 'austria', 1.25, true],
      ['Kärntner Backstube', 'kaernten', 1],
      ['Toastmeister', 'germany', 0.85, false, 'Weißbrot & Toast|Haltbares Brot'],
    ],
  },
  milch: {
    what: ['Milch, Käse und Molkereiprodukte', 'Milk, cheese and dairy'],
    brands: [
      ['Alpenhof', 'tirol', 1.1],
      ['Bregenzerwälder Sennerei', 'vorarlberg', 1.2, false, 'Käse|Butter & Eier'],
      ['Almtaler Molkerei', 'ooe', 1],
      ['Ennstaler Bergkäserei', 'steiermark', 1.15, false, 'Käse'],
      ['Wiesengold', 'austria', 0.95],
      ['Milchhof Gruber', 'noe', 1],
      ['Käsehaus Moser', 'salzburg', 1.15, false, 'Käse'],
      ['Tauernmilch', 'salzburg', 1],
      ['Seenland Molkerei', 'kaernten', 1],
      ['Sennerei Lechtal', 'tirol', 1.3, true],
      ['Formaggi Valtrona', 'italy', 1.2, false, 'Hartkäse|Weichkäse|Frischkäse|Käsetheke'],
      ['Fromagerie du Lac', 'france', 1.25, false, 'Weichkäse|Frischkäse|Käsetheke'],
      ['Heuwiesen', 'tirol', 1.1],
    ],
  },
  fleisch: {
    what: ['Fleisch, Wurst und Fisch', 'Meat, cold cuts and fish'],
    brands: [
      ['Landmetzgerei Steiner', 'steiermark', 1.1],
      ['Tiroler Speckstube', 'tirol', 1.15, false, 'Wurst & Schinken|Feinkosttheke'],
      ['Donaufleisch', 'ooe', 0.95, false, 'Frischfleisch|Wurst & Schinken'],
      ['Weidegut', 'noe', 1.1, false, 'Frischfleisch'],
      ['Selcherei Hintermayer', 'wien', 1.05, false, 'Wurst & Schinken|Feinkosttheke'],
      ['Geflügelhof Sulmtal', 'steiermark', 1.15, false, 'Geflügel'],
      ['Almochs', 'salzburg', 1.2, false, 'Rind|Faschiertes'],
      ['Alpenforelle', 'tirol', 1.15, false, 'Frischfisch|Räucherfisch'],
      ['Nordmeer Fischerei', 'europe', 1, false, 'Fisch'],
      ['Wurstmanufaktur Kogler', 'kaernten', 1.05, false, 'Wurst & Schinken|Feinkosttheke'],
      ['Biohof Weiderind', 'waldviertel', 1.3, true, 'Rind|Faschiertes|Schwein'],
      ['Salumeria Bellini', 'italy', 1.2, false, 'Schinken & Speck|Aufschnitt'],
      ['Teichwirtschaft Gmünd', 'waldviertel', 1.05, false, 'Frischfisch'],
    ],
  },
  tiefkuehl: {
    what: ['Tiefkühlkost', 'Frozen food'],
    brands: [
      ['Eiskristall', 'austria', 1],
      ['Polarfrisch', 'germany', 0.9],
      ['Tiefkühlküche Mayr', 'ooe', 1.05],
      ['Pizzeria Vesuvio', 'italy', 1.05, false, 'Pizza & Snacks'],
      ['Gefrierfrisch Gemüse', 'noe', 0.95, false, 'Gemüse & Obst'],
      ['Eisalm', 'tirol', 1.15, false, 'Speiseeis'],
      ['Gelateria Dolomiti', 'suedtirol', 1.25, false, 'Speiseeis'],
      ['Knödelwerk', 'tirol', 1.05, false, 'Tiefkühlgerichte|Strudel & Mehlspeisen'],
      ['Frostmeer', 'europe', 1, false, 'Tiefkühlfisch'],
      ['Ofenfrisch TK', 'austria', 1],
      ['Strudelhaus', 'wien', 1.1, false, 'Strudel & Mehlspeisen'],
      ['Grünfrost', 'austria', 1.25, true, 'Gemüse & Obst|Pommes & Erdäpfelprodukte'],
      ['Goldstäbchen', 'germany', 0.9, false, 'Tiefkühlfisch|Pommes & Erdäpfelprodukte'],
    ],
  },
  getraenke: {
    what: ['Getränke', 'Drinks'],
    brands: [
      ['Alpenquelle', 'tirol', 1, false, 'Mineralwasser'],
      ['Steinbergquelle', 'steiermark', 0.95, false, 'Mineralwasser|Limonaden'],
      ['Bergquell', 'salzburg', 1, false, 'Wasser & Limonaden'],
      ['Lindenhof Säfte', 'steiermark', 1.1, false, 'Säfte & Sirupe'],
      ['Pressmeister', 'ooe', 1.05, false, 'Fruchtsäfte'],
      ['Almrausch Kräuterlimo', 'tirol', 1.1, false, 'Limonaden'],
      ['Sonnenfrucht', 'europe', 0.9, false, 'Säfte & Sirupe'],
      ['Wachauer Safthof', 'noe', 1.15, false, 'Säfte & Sirupe'],
      ['Rösterei Danzer', 'wien', 1.2, false, 'Kaffee'],
      ['Teehaus Lindner', 'wien', 1.15, false, 'Tee'],
      ['Limonaia Zitronella', 'italy', 1.05, false, 'Limonaden'],
      ['Blitzwach', 'europe', 1, false, 'Eistee & Energy'],
      ['Kaffeehaus Kolschitzky', 'wien', 1.1, false, 'Kaffee'],
    ],
  },
  alkohol: {
    what: ['Wein, Bier und Spirituosen', 'Wine, beer and spirits'],
    brands: [
      ['Weingut Haiden', 'weinviertel', 1.1, false, 'Weißwein|Rotwein'],
      ['Winzerhof Stockinger', 'noe', 1.15, false, 'Wein'],
      ['Weingut Pöltl', 'burgenland', 1.15, false, 'Rotwein|Rosé & Schaumwein'],
      ['Südsteirischer Weinhof', 'steiermark', 1.2, false, 'Weißwein|Rosé & Schaumwein'],
      ['Brauerei Hainfeld', 'noe', 1, false, 'Bier'],
      ['Bräustüberl Irrsee', 'salzburg', 1.05, false, 'Bier'],
      ['Zwickel Bräu', 'ooe', 1.1, false, 'Lager & Märzen|Spezialbiere'],
      ['Kärntner Brauhaus', 'kaernten', 1, false, 'Bier'],
      ['Edelbrennerei Wachter', 'tirol', 1.2, false, 'Schnaps & Edelbrände|Liköre'],
      ['Destillerie Pfeifer', 'steiermark', 1.15, false, 'Spirituosen'],
      ['Schlossgut Reben', 'burgenland', 1.3, true, 'Wein'],
      ['Cantina del Colle', 'italy', 1.05, false, 'Rotwein|Rosé & Schaumwein'],
      ['Bodegas Solano', 'spain', 1, false, 'Rotwein|Weißwein'],
    ],
  },
  suess: {
    what: ['Süßwaren und Knabbereien', 'Sweets and snacks'],
    brands: [
      ['Konditorei Ischlhof', 'salzburg', 1.2, false, 'Pralinen & Geschenke|Waffeln & Kekse'],
      ['Schokomanufaktur Kranz', 'steiermark', 1.25, false, 'Schokolade|Pralinen & Geschenke'],
      ['Waffelwerk Wien', 'wien', 1, false, 'Waffeln & Kekse'],
      ['Zuckerl Kaiser', 'wien', 1, false, 'Fruchtgummi & Zuckerl'],
      ['Knusperstube', 'austria', 0.95],
      ['Nussbaum', 'austria', 1.1, false, 'Nüsse & Trockenobst'],
      ['Chipsfabrik Marchfeld', 'noe', 1, false, 'Chips'],
      ['Salzstangerl & Co', 'ooe', 0.95, false, 'Salzgebäck & Cracker'],
      ['Alpenschoko', 'tirol', 1.05, false, 'Schokolade'],
      ['Kakaobaum', 'austria', 1.3, true, 'Schokolade & Süßwaren'],
      ['Gummibärli', 'germany', 0.9, false, 'Fruchtgummi & Zuckerl'],
      ['Pasticceria Lucca', 'italy', 1.15, false, 'Waffeln & Kekse'],
      ['Mozartkugel-Manufaktur Salzach', 'salzburg', 1.2, false, 'Pralinen & Geschenke'],
    ],
  },
  grund: {
    what: ['Grundnahrungsmittel und Backzutaten', 'Cupboard staples and baking ingredients'],
    brands: [
      ['Mühle Oberndorf', 'salzburg', 1, false, 'Mehl & Grieß|Backzutaten'],
      ['Donaumühle', 'ooe', 0.95, false, 'Mehl & Grieß|Backzutaten'],
      ['Zuckerfabrik Tulln', 'noe', 1, false, 'Zucker & Süßungsmittel'],
      ['Nudelmacher Eibl', 'steiermark', 1.1, false, 'Nudeln'],
      ['Pasta Fiorentina', 'italy', 1.05, false, 'Nudeln'],
      ['Reishof Orient', 'europe', 1, false, 'Reis & Getreide'],
      ['Ölmühle Kürbishof', 'steiermark', 1.25, false, 'Öl & Essig'],
      ['Gewürzhaus Kerbler', 'wien', 1.1, false, 'Gewürze'],
      ['Backfee', 'austria', 1, false, 'Backzutaten|Zucker & Süßungsmittel'],
      ['Linsenland', 'waldviertel', 1.1, false, 'Hülsenfrüchte'],
      ['Kornkammer', 'austria', 1.25, true],
      ['Senfmanufaktur Gruber', 'wien', 1.05, false, 'Saucen & Senf'],
      ['Olivenhain Kreta', 'greece', 1.15, false, 'Öl & Essig'],
    ],
  },
  fruehstueck: {
    what: ['Frühstück, Müsli und Aufstriche', 'Breakfast, muesli and spreads'],
    brands: [
      ['Müslimühle', 'austria', 1, false, 'Müsli & Flocken'],
      ['Haferland', 'muehlviertel', 1.05, false, 'Müsli & Flocken'],
      ['Knusperflocken', 'germany', 0.9, false, 'Müsli|Cerealien'],
      ['Imkerei Bienenfleiß', 'kaernten', 1.2, false, 'Marmelade & Honig'],
      ['Marmeladenküche Hollerhof', 'steiermark', 1.15, false, 'Marmelade & Honig'],
      ['Fruchtgarten', 'austria', 1, false, 'Marmelade & Honig'],
      ['Nusscreme Nocciola', 'italy', 1.05, false, 'Nuss- & Schokoaufstriche'],
      ['Kakaohaus', 'austria', 1, false, 'Kakao & Frühstücksgetränke|Nuss- & Schokoaufstriche'],
      ['Bergfrühstück', 'tirol', 1.1],
      ['Getreidehof', 'austria', 1.25, true],
      ['Flockenwerk', 'germany', 0.9, false, 'Müsli & Flocken'],
      ['Waldhonig Rosegger', 'steiermark', 1.25, false, 'Marmelade & Honig'],
      ['Morgenstund', 'austria', 1],
    ],
  },
  konserven: {
    what: ['Konserven, Suppen und Fertiggerichte', 'Tinned food, soups and ready meals'],
    brands: [
      ['Gemüsekonserven Tullnerfeld', 'noe', 1, false, 'Gemüsekonserven|Obstkonserven'],
      ['Dosenfrisch', 'austria', 0.9, false, 'Konserven'],
      ['Mare Nostrum', 'italy', 1.1, false, 'Fischkonserven|Paradeiserprodukte'],
      ['Atlantikfang', 'europe', 1, false, 'Fischkonserven'],
      ['Suppenküche Oma Rosa', 'austria', 1.05, false, 'Suppen'],
      ['Gasthauskuchl', 'austria', 1.1, false, 'Suppen & Fertiggerichte'],
      ['Asia Garten', 'europe', 1, false, 'Asiatische Küche'],
      ['Feinkost Eder', 'wien', 1.15, false, 'Feinkost'],
      ['Gurkerlhof Eferding', 'ooe', 1, false, 'Essiggurkerl & Sauergemüse'],
      ['Sole Italiano', 'italy', 1.05, false, 'Paradeiserprodukte'],
      ['Bio-Vorratskammer', 'austria', 1.25, true],
      ['Olivia Antipasti', 'greece', 1.1, false, 'Antipasti & Oliven'],
      ['Fertig & Fein', 'germany', 0.9, false, 'Suppen & Fertiggerichte'],
    ],
  },
  baby: {
    what: ['Babynahrung und Babypflege', 'Baby food and baby care'],
    brands: [
      ['Sternchen', 'austria', 1, false, 'Babynahrung'],
      ['Babyglück', 'germany', 0.95, false, 'Babynahrung'],
      ['Kleiner Bär', 'austria', 1.05],
      ['Löwenzahn Kinderkost', 'austria', 1.2, true, 'Babynahrung'],
      ['Kuschelweich', 'germany', 0.9, false, 'Babypflege'],
      ['Wiegenlied', 'austria', 1.1],
      ['Zwergerl', 'tirol', 1.05, false, 'Babynahrung'],
      ['Mini-Mampf', 'germany', 1, false, 'Babynahrung'],
      ['Sanfte Hände', 'austria', 1.05, false, 'Feuchttücher & Pflege'],
      ['Purzelbaum', 'austria', 1],
      ['Alpenkind', 'tirol', 1.1],
      ['Sonnenkinder', 'europe', 0.95],
      ['Windelwolke', 'europe', 0.95, false, 'Windeln'],
    ],
  },
  drogerie: {
    what: ['Körperpflege und Drogerie', 'Personal care and toiletries'],
    brands: [
      ['Alpenkräuter Kosmetik', 'tirol', 1.1, false, 'Körperpflege'],
      ['Pure Haut', 'austria', 1, false, 'Körperpflege'],
      ['Frischeduft', 'germany', 0.9],
      ['Zahnweiß', 'germany', 0.95, false, 'Mund & Zahn'],
      ['Seifensiederei Wien', 'wien', 1.25, false, 'Duschgel & Seife|Hautpflege'],
      ['Edelweiß Naturkosmetik', 'salzburg', 1.2, true, 'Körperpflege'],
      ['Haarglanz', 'europe', 1, false, 'Shampoo & Spülung'],
      ['Sanftpflege', 'austria', 1, false, 'Hygiene|Hautpflege'],
      ['Aqua Vital', 'europe', 1, false, 'Körperpflege'],
      ['Lavendelhof', 'steiermark', 1.15, false, 'Duschgel & Seife|Hautpflege'],
      ['Fresh Men', 'europe', 1, false, 'Duschgel & Seife|Deo|Shampoo & Spülung'],
      ['Zartgefühl', 'austria', 0.95, false, 'Hygiene'],
      ['Bergblüte', 'vorarlberg', 1.1, false, 'Körperpflege'],
    ],
  },
  haushalt: {
    what: ['Haushalts- und Reinigungsprodukte', 'Household and cleaning products'],
    brands: [
      ['Blitzblank', 'austria', 1, false, 'Waschen & Putzen'],
      ['Sauberkeit Plus', 'germany', 0.9, false, 'Waschen & Putzen'],
      ['Glanzwerk', 'europe', 1.05, false, 'Reiniger|Geschirrspülmittel'],
      ['Waschkraft', 'germany', 1, false, 'Waschmittel'],
      ['Ökoputz', 'austria', 1.2, false, 'Waschen & Putzen'],
      ['Papierwerk Steyr', 'ooe', 1, false, 'Küchenrolle & Toilettenpapier'],
      ['Kuschelrolle', 'austria', 0.95, false, 'Küchenrolle & Toilettenpapier'],
      ['Folienprofi', 'germany', 1, false, 'Folien & Beutel'],
      ['Kerzenzieherei Mariazell', 'steiermark', 1.15, false, 'Haushaltswaren'],
      ['Volta Batterien', 'europe', 1.05, false, 'Haushaltswaren'],
      ['Spülfix', 'europe', 0.9, false, 'Geschirrspülmittel'],
      ['Frischewind', 'austria', 1, false, 'Waschmittel|Reiniger'],
      ['Hausfee', 'austria', 1.05],
    ],
  },
  tier: {
    what: ['Tiernahrung und Tierbedarf', 'Pet food and pet supplies'],
    brands: [
      ['Bello', 'austria', 0.9, false, 'Hund'],
      ['Schnurrli', 'austria', 0.9, false, 'Katze'],
      ['Wildfang', 'austria', 1.15],
      ['Pfotenglück', 'germany', 1],
      ['Katzenliebe', 'germany', 1.05, false, 'Katze'],
      ['Hundeherz', 'austria', 1.1, false, 'Hund'],
      ['Knabberspaß', 'europe', 1],
      ['Samtpfote Gourmet', 'france', 1.2, false, 'Katzen-Nassfutter|Katzen-Trockenfutter'],
      ['Alpenhund', 'tirol', 1.2, false, 'Hund'],
      ['Körnerfreund', 'austria', 1, false, 'Kleintier & Vogel'],
      ['Naturkatze', 'austria', 1.25, true, 'Katzen-Nassfutter|Katzen-Trockenfutter'],
      ['Streuwunder', 'europe', 0.95, false, 'Katzenstreu'],
      ['Vogelwiese', 'austria', 1, false, 'Kleintier & Vogel'],
    ],
  },
};

export function allBrands(): Array<BrandPlan & { topKey: string | null }> {
  return [
    ...ownLabels.map((brand) => ({ ...brand, topKey: null })),
    ...Object.entries(brandsByTop).flatMap(([topKey, list]) =>
      list.brands.map(([name, region, priceLevel, organic, shelves]) => ({
        name: [name, name] as const,
        region,
        priceLevel,
        organic: organic ?? false,
        ownLabel: false,
        what: list.what,
        shelves: shelves?.split('|'),
        topKey,
      })),
    ),
  ];
}
