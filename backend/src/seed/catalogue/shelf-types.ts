// Each top category is a shelf plan in German and English; the generator turns plans into rows.

export type Language = 'de' | 'en';
export type Text = readonly [de: string, en: string];

export const allergenNames = {
  A: ['Gluten', 'gluten'],
  B: ['Krebstiere', 'crustaceans'],
  C: ['Ei', 'egg'],
  D: ['Fisch', 'fish'],
  E: ['Erdnüsse', 'peanuts'],
  F: ['Soja', 'soy'],
  G: ['Milch', 'milk'],
  H: ['Schalenfrüchte', 'tree nuts'],
  L: ['Sellerie', 'celery'],
  M: ['Senf', 'mustard'],
  N: ['Sesam', 'sesame'],
  O: ['Sulfite', 'sulphites'],
  P: ['Lupinen', 'lupin'],
  R: ['Weichtiere', 'molluscs'],
} as const satisfies Record<string, Text>;
/** The 14 allergen letter codes of the Austrian allergen information regulation. */
export type AllergenCode = keyof typeof allergenNames;

export const storageHints = {
  chilled: ['Gekühlt bei höchstens +8 °C lagern.', 'Keep refrigerated at max. 8 °C.'],
  fresh: ['Bei höchstens +4 °C lagern und bald verbrauchen.', 'Store at max. 4 °C and use soon.'],
  frozen: [
    'Bei -18 °C lagern. Nach dem Auftauen nicht wieder einfrieren.',
    'Store at -18 °C. Do not refreeze once thawed.',
  ],
  dry: ['Trocken und vor Licht geschützt lagern.', 'Store in a cool, dry place away from light.'],
  produce: ['Kühl lagern, nicht neben Äpfeln aufbewahren.', 'Store cool, away from apples.'],
  bread: ['In einem Brotkasten oder Leinensack aufbewahren.', 'Keep in a bread bin or linen bag.'],
  drinks: [
    'Kühl und lichtgeschützt lagern. Nach dem Öffnen bald verbrauchen.',
    'Store cool and dark. Once opened, consume soon.',
  ],
  household: ['Für Kinder unzugänglich aufbewahren.', 'Keep out of the reach of children.'],
  cosmetics: [
    'Bei Raumtemperatur lagern, vor direkter Sonne schützen.',
    'Store at room temperature, away from direct sunlight.',
  ],
} as const satisfies Record<string, Text>;
export type StorageKey = keyof typeof storageHints;

/** Per 100 g or 100 ml: kcal, fat, saturated fat, carbohydrates, sugars, protein, salt. */
export type NutritionBase = readonly [number, number, number, number, number, number, number];

export type DepositKind = 'single' | 'reusable';

export type Profile = {
  food: boolean;
  nutrition?: NutritionBase;
  allergens?: readonly AllergenCode[];
  /** May contain {v}, the variant. */
  ingredients?: Text;
  storage?: StorageKey;
  /** Country keys (see countries.ts); without them the brand's home country is the origin. */
  origins?: readonly string[];
  /** Alcohol: 16 for beer and wine, 18 for spirits (Austrian youth protection). */
  ageRestriction?: 16 | 18;
  deposit?: DepositKind;
  vegan?: boolean;
  organicChance?: number;
  blurb?: Text;
};

/** '1l', '500ml', '250g', '10st' (pieces), '6x1.5l', 'kg' (by weight), '~250g' (weighed piece) */
export type SizeCode = string;

export type ProductLine = {
  /** Names; {v} stands for the variant, else the variant is appended (de) or put first (en). */
  name: Text;
  sizes: SizeCode;
  /** Cents per kg, per litre or per piece, before the brand's price level. */
  price: readonly [min: number, max: number];
  variants?: readonly Text[];
  key?: string;
  brandless?: boolean;
  profile?: Partial<Profile>;
};

export type LeafPlan = { name: Text; profile?: Partial<Profile>; lines: readonly ProductLine[] };
export type MiddlePlan = { name: Text; profile?: Partial<Profile>; leaves: readonly LeafPlan[] };
export type TopPlan = {
  key: string;
  name: Text;
  color: string;
  accent: string;
  description: Text;
  profile: Profile;
  middles: readonly MiddlePlan[];
};

export const line = (
  de: string,
  en: string,
  sizes: SizeCode,
  price: readonly [number, number],
  extra: Partial<Omit<ProductLine, 'name' | 'sizes' | 'price'>> = {},
): ProductLine => ({ name: [de, en], sizes, price, ...extra });

export const leaf = (
  de: string,
  en: string,
  lines: readonly ProductLine[],
  profile?: Partial<Profile>,
): LeafPlan => ({ name: [de, en], lines, profile });

export const middle = (
  de: string,
  en: string,
  leaves: readonly LeafPlan[],
  profile?: Partial<Profile>,
): MiddlePlan => ({ name: [de, en], leaves, profile });

export const variants = (list: string): Text[] =>
  list.split(',').map((pair) => {
    const [de, en] = pair.split('/').map((part) => part.trim());
    return [de!, en ?? de!] as const;
  });
