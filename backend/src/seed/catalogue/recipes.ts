import type { NewRecipeRow } from '../../db/schema/catalogue.js';
import type { LinkableProduct } from './products.js';
import { recipeTagNames, type RecipePlan } from './recipe-plans/recipe-plan.js';
import { savouryRecipes } from './recipe-plans/savoury.js';
import { sweetRecipes } from './recipe-plans/sweet.js';
import { slugify } from './text.js';

export type RecipeRowData = Omit<NewRecipeRow, 'tenantId'>;
type Ingredient = RecipeRowData['ingredients'][number];

const difficultyNotes = {
  easy: 'Gelingt auch ohne viel Erfahrung in der Küche.',
  medium: 'Braucht ein wenig Übung, die sich lohnt.',
  hard: 'Für alle, die gern mit Zeit und Sorgfalt kochen.',
} as const;

export function generateRecipes(linkable: LinkableProduct[]): RecipeRowData[] {
  const plans = [...savouryRecipes, ...sweetRecipes];
  return plans.map((plan, index) => recipeRow(plan, index, linkable));
}

function recipeRow(plan: RecipePlan, index: number, linkable: LinkableProduct[]): RecipeRowData {
  const slug = slugify(plan.title);
  const totalMinutes = plan.prep + plan.cook;
  // §2 recipe filters: "schnell" follows from the time, so it can never disagree with it.
  const tagSlugs = [...plan.tags, ...(totalMinutes <= 30 ? (['schnell'] as const) : [])];
  const tags = tagSlugs.map((tag) => ({ slug: tag, name: recipeTagNames[tag] }));
  const ingredients = plan.ingredients.map((line) => parseIngredient(line, linkable, plan.title));
  const publishedAt = new Date(Date.UTC(2025, 0, 6 + index * 9, 8, 0, 0));
  return {
    slug,
    title: plan.title,
    teaser: plan.teaser,
    description: `${plan.teaser} ${difficultyNotes[plan.difficulty]} Das Rezept ist für ${plan.servings} ${plan.servings === 1 ? 'Portion' : 'Portionen'} und in ${totalMinutes} Minuten fertig.`,
    image: { src: `/media/recipes/${slug}.svg`, alt: plan.title, width: 800, height: 600 },
    prepMinutes: plan.prep,
    cookMinutes: plan.cook,
    totalMinutes,
    difficulty: plan.difficulty,
    servings: plan.servings,
    tags,
    tagSlugs,
    ingredients,
    steps: plan.steps,
    publishedAt,
    language: 'de',
    searchDocument: [...ingredients.map(({ name }) => name), ...tags.map(({ name }) => name)].join(' '),
  };
}

/** '250 g|Mehl glatt|mehl:glatt' → 250, 'g', 'Mehl glatt' and the sku of a matching product. */
function parseIngredient(line: string, linkable: LinkableProduct[], title: string): Ingredient {
  const [amount = '', name = '', reference] = line.split('|');
  const [quantityText, ...unitWords] = amount.trim().split(' ');
  const quantity = quantityText ? Number(quantityText.replace(',', '.')) : null;
  if (quantity !== null && !(quantity > 0)) throw new Error(`${title}: bad quantity in "${line}"`);
  const unit = unitWords.join(' ') || null;
  return { quantity, unit, name, sku: reference ? linkedSku(reference, linkable, title) : null };
}

function linkedSku(reference: string, linkable: LinkableProduct[], title: string): string {
  const [key, variant] = reference.split(':');
  const candidates = linkable.filter(
    (product) => product.key === key && (variant === undefined || product.variant === variant),
  );
  const score = (product: LinkableProduct) =>
    (product.orderable ? 4 : 0) + (product.ownLabel ? 2 : 0) + (product.soldByWeight ? 0 : 1);
  const best = candidates.reduce<LinkableProduct | null>(
    (chosen, product) => (chosen === null || score(product) > score(chosen) ? product : chosen),
    null,
  );
  if (!best) throw new Error(`${title}: no product for ingredient key ${reference}`);
  return best.sku;
}
