import type { NewBrandRow } from '../../db/schema/catalogue.js';
import { allBrands, type BrandPlan } from './brands.js';
import { regions } from './countries.js';
import { shelfPlans } from './shelf-plans.js';
import type { Language } from './shelf-types.js';
import { slugify } from './text.js';

export type BrandRowData = Omit<NewBrandRow, 'tenantId'>;
export type BrandEntry = BrandPlan & {
  topKey: string | null;
  slug: string;
  displayName: string;
  index: number;
};

export function buildBrands(language: Language): { rows: BrandRowData[]; entries: BrandEntry[] } {
  const de = language === 'de';
  const entries = allBrands().map((brand, index) => {
    const displayName = de ? brand.name[0] : brand.name[1];
    return { ...brand, slug: slugify(displayName), displayName, index };
  });
  const rows = entries.map((brand) => {
    const what = brand.what ? (de ? brand.what[0] : brand.what[1]) : '';
    const region = regions[brand.region];
    if (!region) throw new Error(`unknown region ${brand.region}`);
    const home = de ? region.phrase[0] : region.phrase[1];
    const organic = brand.organic ? (de ? ' In Bio-Qualität.' : ' Certified organic.') : '';
    const description = brand.ownLabel ? `${what}.` : `${what} ${home}.${organic}`;
    return { slug: brand.slug, name: brand.displayName, description };
  });
  if (new Set(rows.map(({ slug }) => slug)).size !== rows.length) throw new Error('duplicate brand slug');
  // A typo in a brand's shelves would silently take it off every shelf.
  const shelfNames = new Set(
    shelfPlans.flatMap((top) =>
      top.middles.flatMap((middle) => [middle.name[0], ...middle.leaves.map((leaf) => leaf.name[0])]),
    ),
  );
  for (const brand of entries)
    for (const shelf of brand.shelves ?? [])
      if (!shelfNames.has(shelf))
        throw new Error(`brand ${brand.displayName} sells in unknown shelf ${shelf}`);
  return { rows, entries };
}
