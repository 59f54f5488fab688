import { describe, expect, it } from 'vitest';
import '../../../tests/storefront/console-guard';
import type { RecipeDetail } from '../../../backend/src/schemas/catalogue.js';
import { jsonForScript } from '~/components/catalogue/product-json-ld';
import { recipeJsonLd } from './recipe-json-ld';

const recipe: RecipeDetail = {
  slug: 'kaiserschmarrn',
  title: 'Kaiserschmarrn',
  teaser: 'Der Klassiker </script><script>alert(1)</script>',
  description: 'Flaumig und karamellisiert.',
  image: { src: '/media/recipes/kaiserschmarrn.svg', alt: 'Kaiserschmarrn', width: 800, height: 600 },
  totalMinutes: 35,
  prepMinutes: 15,
  cookMinutes: 20,
  difficulty: 'easy',
  servings: 4,
  tags: [{ slug: 'suess', name: 'Süß' }],
  ingredients: [{ quantity: 250, unit: 'ml', name: 'Milch', product: null }],
  steps: ['Eier trennen.', 'Backen.'],
};

describe('the recipe JSON-LD', () => {
  it('describes the recipe for schema.org with ISO durations and absolute image URL', () => {
    const ld = recipeJsonLd(recipe, ['250 ml Milch'], 'https://shop.example/rezepte/kaiserschmarrn');
    expect(ld).toMatchObject({
      '@type': 'Recipe',
      name: 'Kaiserschmarrn',
      image: 'https://shop.example/media/recipes/kaiserschmarrn.svg',
      prepTime: 'PT15M',
      cookTime: 'PT20M',
      totalTime: 'PT35M',
      recipeYield: '4',
      recipeIngredient: ['250 ml Milch'],
      recipeInstructions: [
        { '@type': 'HowToStep', text: 'Eier trennen.' },
        { '@type': 'HowToStep', text: 'Backen.' },
      ],
    });
  });

  it('cannot be closed early by text inside it', () => {
    const json = jsonForScript(recipeJsonLd(recipe, [], 'https://shop.example/rezepte/kaiserschmarrn'));
    expect(json).not.toContain('</');
    expect(JSON.parse(json).description).toBe(recipe.teaser);
  });
});
