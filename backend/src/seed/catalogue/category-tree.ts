import type { NewCategoryRow } from '../../db/schema/catalogue.js';
import { shelfPlans } from './shelf-plans.js';
import type { Language, LeafPlan, MiddlePlan, Profile, ProductLine, Text, TopPlan } from './shelf-types.js';
import { joinList, slugify } from './text.js';

export type CategoryRowData = Omit<NewCategoryRow, 'tenantId'>;
export type CategoryRef = { slug: string; name: string };

export type LeafShelf = {
  top: TopPlan;
  middle: MiddlePlan;
  leaf: LeafPlan;
  /** The German slug: stable across languages, so it seeds the products' random streams. */
  key: string;
  slug: string;
  name: string;
  parents: CategoryRef[];
  position: number;
  profile: Profile;
};

const pick = (text: Text, language: Language) => (language === 'de' ? text[0] : text[1]);

export function lineExample(productLine: ProductLine, language: Language): string {
  const variant = productLine.variants?.[0];
  const name = pick(productLine.name, language);
  return name
    .replace('{v}', variant ? pick(variant, language) : '')
    .replace(/\s+/g, ' ')
    .trim();
}

export function buildCategoryTree(language: Language): { rows: CategoryRowData[]; leaves: LeafShelf[] } {
  const rows: CategoryRowData[] = [];
  const leaves: LeafShelf[] = [];
  const used = new Set<string>();
  let position = 0;
  const uniqueSlug = (name: string, parentSlug: string | null) => {
    let slug = slugify(name);
    if (used.has(slug) && parentSlug) slug = `${parentSlug}-${slug}`;
    if (used.has(slug)) throw new Error(`duplicate category slug ${slug}`);
    used.add(slug);
    return slug;
  };
  const add = (
    name: string,
    parentSlug: string | null,
    level: number,
    color: string,
    description: string,
  ) => {
    const slug = uniqueSlug(name, parentSlug);
    rows.push({ slug, name, parentSlug, level, position: ++position, color, description, language });
    return slug;
  };

  for (const top of shelfPlans) {
    const topName = pick(top.name, language);
    const topSlug = add(topName, null, 1, top.color, pick(top.description, language));
    for (const middle of top.middles) {
      const middleName = pick(middle.name, language);
      const leafNames = middle.leaves.map((leaf) => pick(leaf.name, language));
      const middleDescription =
        language === 'de'
          ? `${middleName} bei Frischkorb: ${joinList(leafNames, language)}.`
          : `${middleName} at Freshbasket: ${joinList(leafNames, language)}.`;
      const middleSlug = add(middleName, topSlug, 2, top.color, middleDescription);
      for (const leaf of middle.leaves) {
        const name = pick(leaf.name, language);
        const examples = joinList(
          leaf.lines.slice(0, 3).map((productLine) => lineExample(productLine, language)),
          language,
        );
        const description =
          language === 'de' ? `${name}, zum Beispiel ${examples}.` : `${name}, such as ${examples}.`;
        const slug = add(name, middleSlug, 3, top.color, description);
        leaves.push({
          top,
          middle,
          leaf,
          key: `${top.key}/${slugify(leaf.name[0])}`,
          slug,
          name,
          parents: [
            { slug: topSlug, name: topName },
            { slug: middleSlug, name: middleName },
          ],
          position,
          profile: { ...top.profile, ...middle.profile, ...leaf.profile },
        });
      }
    }
  }
  return { rows, leaves };
}
