import type { NewProductRow } from '../../db/schema/catalogue.js';
import type { Badge, Nutrition } from '../../schemas/catalogue.js';
import type { BrandEntry } from './brand-rows.js';
import type { LeafShelf } from './category-tree.js';
import { countries, regions } from './countries.js';
import { createRandom, hashText, type Random } from './random.js';
import {
  allergenNames,
  storageHints,
  type Language,
  type NutritionBase,
  type Profile,
  type ProductLine,
  type Text,
} from './shelf-types.js';
import { baseAmount, parseSize, shelfPrice, sizeLabel, unitPriceUnitOf, type Size } from './sizes.js';
import { isoDateAfter, slugify } from './text.js';

// Austrian VAT: food at the reduced 10 %, drinks, alcohol and non-food at the standard 20 %.
const standardRateShelves = new Set(['getraenke', 'alkohol', 'baby', 'drogerie', 'haushalt', 'tier']);

export type ProductRowData = Omit<NewProductRow, 'tenantId'>;

export type LinkableProduct = {
  sku: string;
  key: string;
  variant: string | null;
  ownLabel: boolean;
  orderable: boolean;
  soldByWeight: boolean;
};

type Slot = {
  leaf: LeafShelf;
  lineIndex: number;
  line: ProductLine;
  variantIndex: number;
  variant: Text | null;
  sizeIndex: number;
  size: Size;
  brand: BrandEntry | null;
};

// §3 listedAt: within the two years before the demo's reference day; newer than this is "new".
const firstListing = '2024-11-02';
const listingDays = 729;
const newSince = '2026-09-01';

/** 06:00 in Vienna (05:00 UTC) some days after seeding: when the supplier's delivery is in. */
function restockMorning(daysAhead: number): string {
  const today = new Date();
  return new Date(
    Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate() + daysAhead, 5),
  ).toISOString();
}

const badgeWords: Record<Badge, Text> = {
  organic: ['Bio', 'Organic'],
  vegan: ['Vegan', 'Vegan'],
  regional: ['Regional', 'Regional'],
  offer: ['Aktion', 'Offer'],
  new: ['Neu', 'New'],
};

export function generateProducts(
  language: Language,
  leaves: LeafShelf[],
  brands: BrandEntry[],
): { rows: ProductRowData[]; linkable: LinkableProduct[] } {
  const rows: ProductRowData[] = [];
  const linkable: LinkableProduct[] = [];
  const skus = new Set<string>();
  const slugs = new Set<string>();
  for (const leaf of leaves) {
    chooseSlots(leaf, brands).forEach((slot, place) => {
      const product = makeProduct(slot, language, place + 1, skus);
      if (slugs.has(product.slug)) product.slug = `${product.slug}-${product.sku}`;
      slugs.add(product.slug);
      rows.push(product);
      if (slot.line.key)
        linkable.push({
          sku: product.sku,
          key: slot.line.key,
          variant: slot.variant?.[0] ?? null,
          ownLabel: slot.brand?.ownLabel ?? false,
          orderable: product.orderability === 'CanBeOrdered',
          soldByWeight: slot.size.kind !== 'pack',
        });
    });
  }
  return { rows, linkable };
}

// Every line in every variant and size (so 'Vollmilch' is always there), then about 40-52 a leaf.
function chooseSlots(leaf: LeafShelf, brands: BrandEntry[]): Slot[] {
  const random = createRandom(`shelf|${leaf.key}`);
  const food = leaf.profile.food;
  const shelfNames = [leaf.middle.name[0], leaf.leaf.name[0]];
  const pool = brands.filter((brand) =>
    brand.ownLabel
      ? food || !brand.foodOnly
      : brand.topKey === leaf.top.key &&
        (!brand.shelves || brand.shelves.some((shelf) => shelfNames.includes(shelf))),
  );
  const core: Slot[] = [];
  const extra: Slot[] = [];
  leaf.leaf.lines.forEach((line, lineIndex) => {
    const variants = line.variants ?? [null];
    variants.forEach((variant, variantIndex) => {
      line.sizes.split(' ').forEach((code, sizeIndex) => {
        const size = parseSize(code);
        const slot = { leaf, lineIndex, line, variantIndex, variant, sizeIndex, size };
        if (line.brandless && size.kind !== 'pack') {
          core.push({ ...slot, brand: null });
          return;
        }
        const first = random.pick(pool);
        core.push({ ...slot, brand: first });
        for (const brand of pool) if (brand !== first) extra.push({ ...slot, brand });
      });
    });
  });
  const target = 40 + random.int(0, 12);
  const chosen = [...core, ...random.shuffle(extra).slice(0, Math.max(0, target - core.length))];
  return chosen.sort(
    (a, b) =>
      a.lineIndex - b.lineIndex ||
      a.variantIndex - b.variantIndex ||
      a.sizeIndex - b.sizeIndex ||
      (a.brand?.index ?? -1) - (b.brand?.index ?? -1),
  );
}

function nextSku(key: string, skus: Set<string>): string {
  let number = 10_000_000 + (hashText(key) % 90_000_000);
  while (skus.has(String(number))) number = number === 99_999_999 ? 10_000_000 : number + 1;
  const sku = String(number);
  skus.add(sku);
  return sku;
}

function makeProduct(slot: Slot, language: Language, place: number, skus: Set<string>): ProductRowData {
  const { leaf, line, variant, size, brand } = slot;
  const de = language === 'de';
  const text = (value: Text) => (de ? value[0] : value[1]);
  const key = [leaf.key, slot.lineIndex, slot.variantIndex, slot.sizeIndex, brand?.name[0] ?? '-'].join('|');
  const random = createRandom(key);
  const sku = nextSku(key, skus);
  const profile: Profile = { ...leaf.profile, ...line.profile };
  const food = profile.food;

  // The shop's organic products carry its organic label, not its standard ones.
  const organicChance = brand?.ownLabel ? 0 : (profile.organicChance ?? 0);
  const organic = food && (brand?.organic === true || random.chance(organicChance));
  const name = productName(slot, language, organic);
  const price = pricing(slot, random, organic);
  const loyalty = random.chance(0.15) ? loyaltyPrice(price.regular, random) : null;

  const ageRestriction = profile.ageRestriction ?? null;
  const roll = random.next();
  const availability = ageRestriction
    ? 'ageRestricted'
    : roll < 0.035
      ? 'temporarilyUnavailable'
      : roll < 0.045
        ? 'unavailable'
        : 'available';
  const orderable = availability === 'available' || availability === 'ageRestricted';
  // A stream of its own, so the restock day leaves every other seeded value as it was.
  const availableAgainAt =
    availability === 'temporarilyUnavailable'
      ? restockMorning(createRandom(`${key}|restock`).int(1, 6))
      : null;

  const originKey = food
    ? profile.origins
      ? random.pick(profile.origins)
      : brand
        ? (regions[brand.region]?.country ?? 'at')
        : 'at'
    : null;
  const listedAt = isoDateAfter(firstListing, random.int(0, listingDays));
  const regional = food && originKey === 'at' && (brand === null || regions[brand.region]?.regional === true);
  const badges: Badge[] = [];
  if (organic) badges.push('organic');
  if (food && profile.vegan) badges.push('vegan');
  if (regional) badges.push('regional');
  if (loyalty !== null) badges.push('offer');
  if (listedAt >= newSince) badges.push('new');

  const origin = originKey ? text(countries[originKey] ?? countries.at!) : null;
  const variantName = variant ? text(variant) : null;
  const plainName = text(line.name).replace('{v}', '').replace(/\s+/g, ' ').trim();
  const ingredients =
    food && profile.ingredients
      ? text(profile.ingredients).replace(
          '{v}',
          variantName ? (de ? variantName : variantName.toLowerCase()) : plainName,
        ) +
        (organic
          ? de
            ? '. Alle Zutaten aus biologischer Landwirtschaft.'
            : '. All ingredients organically farmed.'
          : '')
      : null;
  const weightNote =
    size.kind === 'weight'
      ? de
        ? ' Wird nach Gewicht verrechnet, der Preis gilt pro Kilogramm.'
        : ' Charged by weight; the price is per kilogram.'
      : size.kind === 'weightPiece'
        ? de
          ? ` Ein Stück wiegt etwa ${size.grams} g, verrechnet wird das tatsächliche Gewicht.`
          : ` A piece weighs about ${size.grams} g; you pay for the actual weight.`
        : '';
  const maker = brand ? (de ? ` von ${brand.displayName}` : ` by ${brand.displayName}`) : '';
  const organicNote = organic ? (de ? ', aus biologischer Landwirtschaft' : ', organically farmed') : '';
  const description = `${itemName(slot, language)}${maker}${organicNote}.${profile.blurb ? ` ${text(profile.blurb)}` : ''}${weightNote}`;

  return {
    sku,
    slug: slugify(name),
    name,
    brandSlug: brand?.slug ?? null,
    categorySlug: leaf.slug,
    parentCategorySlugs: leaf.parents.map(({ slug }) => slug),
    shelfPosition: leaf.position * 10_000 + place,
    priceRegular: price.regular,
    priceLoyalty: loyalty,
    depositPrice: deposit(size, profile),
    vatRate: standardRateShelves.has(leaf.top.key) ? 20 : 10,
    unitPriceAmount: price.unitPrice,
    unitPriceUnit: price.unitPriceUnit,
    contentValue: price.contentValue,
    contentUnit: price.contentUnit,
    bundleInfo: size.kind === 'pack' && size.count > 1 ? sizeLabel(size, language) : null,
    bundleSize: size.kind === 'pack' ? size.count : 1,
    weightArticle: size.kind === 'weight',
    weightPieceArticle: size.kind === 'weightPiece',
    averageWeightGrams: size.kind === 'weightPiece' ? size.grams : null,
    quantityStepSize: size.kind === 'weight' ? (leaf.top.key === 'obst' ? 100 : 50) : 1,
    maxQuantity: maxQuantity(slot, price.regular, random),
    availability,
    availableAgainAt,
    orderability: orderable ? 'CanBeOrdered' : 'CanNotBeOrdered',
    ageRestriction,
    badges,
    origin,
    description,
    ingredients,
    allergens: food ? (profile.allergens ?? []).map((code) => `${code} ${text(allergenNames[code])}`) : [],
    nutrition: food && profile.nutrition ? nutrition(profile.nutrition, random) : null,
    storageHint: profile.storage ? text(storageHints[profile.storage]) : null,
    images: [{ src: `/media/products/${sku}.svg`, alt: name, width: 600, height: 600 }],
    listedAt,
    language,
    searchDocument: [
      brand?.displayName,
      leaf.name,
      ...leaf.parents.map(({ name: parentName }) => parentName),
      ...badges.map((badge) => text(badgeWords[badge])),
      origin,
    ]
      .filter(Boolean)
      .join(' '),
  };
}

function itemName({ line, variant }: Slot, language: Language): string {
  const de = language === 'de';
  const name = de ? line.name[0] : line.name[1];
  const variantName = variant ? (de ? variant[0] : variant[1]) : '';
  const withVariant = name.includes('{v}')
    ? name.replace('{v}', variantName)
    : variant
      ? de
        ? `${name} ${variantName}`
        : `${variantName} ${name}`
      : name;
  return withVariant.replace(/\s+/g, ' ').trim();
}

function productName(slot: Slot, language: Language, organic: boolean): string {
  const de = language === 'de';
  let brand = slot.brand?.displayName ?? null;
  let item = itemName(slot, language);
  if (organic && de) {
    if (brand?.endsWith(' Bio')) brand = brand.slice(0, -' Bio'.length);
    item = `Bio-${item}`;
  } else if (organic && !brand?.endsWith(' Organic')) {
    item = `Organic ${item}`;
  }
  return [brand, item, sizeLabel(slot.size, language)].filter(Boolean).join(' ');
}

type Pricing = {
  regular: number;
  unitPrice: number;
  unitPriceUnit: 'kg' | 'l' | 'piece';
  contentValue: number;
  contentUnit: 'g' | 'kg' | 'ml' | 'l' | 'piece';
};

function pricing({ line, size, brand }: Slot, random: Random, organic: boolean): Pricing {
  const [min, max] = line.price;
  const level = (brand?.priceLevel ?? 1) * (organic && !brand?.organic ? 1.25 : 1);
  const perUnit = (min + random.next() * (max - min)) * level;
  if (size.kind === 'weight') {
    const regular = shelfPrice(perUnit);
    return { regular, unitPrice: regular, unitPriceUnit: 'kg', contentValue: 1, contentUnit: 'kg' };
  }
  if (size.kind === 'weightPiece') {
    const regular = shelfPrice((perUnit * size.grams) / 1000);
    return {
      regular,
      unitPrice: Math.round(regular / (size.grams / 1000)),
      unitPriceUnit: 'kg',
      contentValue: size.grams,
      contentUnit: 'g',
    };
  }
  // Bigger packs are a little cheaper per kg or litre, as on a real shelf.
  const contentValue = Math.round(size.count * size.each * 1000) / 1000;
  const amount = baseAmount(contentValue, size.unit);
  const smallest = Math.min(
    ...line.sizes
      .split(' ')
      .map(parseSize)
      .flatMap((other) => (other.kind === 'pack' ? [baseAmount(other.count * other.each, other.unit)] : [])),
  );
  const regular = shelfPrice(perUnit * amount * (smallest / amount) ** 0.12);
  return {
    regular,
    unitPrice: Math.round(regular / amount),
    unitPriceUnit: unitPriceUnitOf(size.unit),
    contentValue,
    contentUnit: size.unit,
  };
}

function loyaltyPrice(regular: number, random: Random): number | null {
  const loyalty = shelfPrice(regular * (0.75 + random.next() * 0.15));
  if (loyalty < regular) return loyalty;
  return regular > 20 ? regular - 10 : null;
}

// Austrian deposits: 25 cents on single-use bottles and cans (since 2025); reusable glass 20 cents
// (29 for litre bottles) plus 3 euros for a crate.
function deposit(size: Size, profile: Profile): number | null {
  if (!profile.deposit || size.kind !== 'pack') return null;
  if (profile.deposit === 'single') return 25 * size.count;
  const bottle = baseAmount(size.each, size.unit) >= 1 ? 29 : 20;
  return bottle * size.count + (size.count >= 12 ? 300 : 0);
}

// Weight articles count in grams (§3): produce up to 5 kg in 100 g steps, counters up to 2 kg.
function maxQuantity({ size, leaf }: Slot, regular: number, random: Random): number {
  if (size.kind === 'weight') return leaf.top.key === 'obst' ? 5_000 : 2_000;
  if (size.kind === 'weightPiece') return 10;
  if (size.count >= 6 || regular > 3_000) return 10;
  return random.pick([12, 20, 24, 30, 50, 99]);
}

function nutrition(base: NutritionBase, random: Random): Nutrition {
  const vary = (value: number, digits: number) => {
    const factor = 10 ** digits;
    return Math.round(value * (0.92 + random.next() * 0.16) * factor) / factor;
  };
  const [kcal, fat, saturatedFat, carbohydrates, sugars, protein, salt] = base;
  const energyKcal = Math.round(vary(kcal, 0));
  const varied = { fat: vary(fat, 1), carbohydrates: vary(carbohydrates, 1) };
  return {
    energyKj: Math.round(energyKcal * 4.184),
    energyKcal,
    fat: varied.fat,
    saturatedFat: Math.min(varied.fat, vary(saturatedFat, 1)),
    carbohydrates: varied.carbohydrates,
    sugars: Math.min(varied.carbohydrates, vary(sugars, 1)),
    protein: vary(protein, 1),
    salt: vary(salt, 2),
  };
}
