import type { MessageTree } from '../../schemas/tenant.js';

// Issue 38.18: a recipe's linked ingredients into the basket in one form. Same keys in de and en.
export const recipeBasketMessagesEn = {
  recipeBasket: {
    heading: 'Ingredients into the basket',
    legend_one: 'Ingredients from our range for {count} serving',
    legend_other: 'Ingredients from our range for {count} servings',
    rule: 'Amounts are scaled to your servings and rounded up to whole packs or the item’s weight steps. A tablespoon counts as 15 ml, a teaspoon as 5 ml, an ingredient without a weighable amount (a pinch, a clove) as one pack. What is already in your basket is only topped up to this amount.',
    forIngredients: 'for: {ingredients}',
    packs: '{count} × {name}',
    weight: '{weight} {name}',
    inCart: 'Already in your basket: {amount}',
    inCartPacks: '{count} pcs',
    unavailable: 'Currently unavailable',
    submit: 'Add the chosen ingredients to the basket',
    noneChosen: 'Choose at least one ingredient.',
    result: {
      heading: 'Ingredients in your basket',
      added: 'Added to your basket: {items}.',
      alreadyInCart: 'Already enough in your basket, nothing added: {items}.',
      capped: 'Limited to the maximum quantity: {items}.',
      unavailable: 'Currently unavailable, not added: {items}.',
      nothing: 'Nothing was added to your basket.',
      failed: 'The ingredients could not be added just now. Reload the page and try again.',
      toCart: 'Go to basket',
    },
  },
} satisfies MessageTree;
