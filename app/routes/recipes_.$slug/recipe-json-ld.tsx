import type { RecipeDetail } from '../../../backend/src/schemas/catalogue.js';
import { isoDuration } from '~/components/recipes/recipe-format';

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
