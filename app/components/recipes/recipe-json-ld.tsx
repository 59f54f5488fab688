import type { RecipeDetail } from '../../../backend/src/schemas/catalogue.js';
import { useNonce } from '~/utils/nonce';
import { isoDuration } from './recipe-format';

/** schema.org Recipe for search engines; `ingredients` are the texts the page shows. */
export function recipeJsonLd(recipe: RecipeDetail, ingredients: readonly string[], pageUrl: string) {
  return {
    '@context': 'https://schema.org',
    '@type': 'Recipe',
    name: recipe.title,
    description: recipe.teaser,
    url: pageUrl,
    image: new URL(recipe.image.src, pageUrl).href,
    prepTime: isoDuration(recipe.prepMinutes),
    cookTime: isoDuration(recipe.cookMinutes),
    totalTime: isoDuration(recipe.totalMinutes),
    recipeYield: String(recipe.servings),
    keywords: recipe.tags.map((tag) => tag.name).join(', '),
    recipeIngredient: ingredients,
    recipeInstructions: recipe.steps.map((text) => ({ '@type': 'HowToStep', text })),
  };
}

/** JSON in a script element: every `<` is escaped so no text can close the element early. */
export function serializeJsonLd(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c');
}

export function JsonLd({ value }: { value: unknown }) {
  const nonce = useNonce();
  return (
    <script
      type="application/ld+json"
      nonce={nonce}
      suppressHydrationWarning
      dangerouslySetInnerHTML={{ __html: serializeJsonLd(value) }}
    />
  );
}
