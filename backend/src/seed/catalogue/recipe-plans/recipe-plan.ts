// A recipe as written in the plans. Ingredients read 'quantity unit|name|product key', e.g.
// '250 g|Mehl glatt|mehl:glatt': the key names a product line (and after ':' its German
// variant), so the recipe links the shop's product. Quantities use a decimal comma.

export type RecipeTag =
  | 'oesterreichisch'
  | 'vegetarisch'
  | 'vegan'
  | 'fleisch'
  | 'fisch'
  | 'hauptspeise'
  | 'suppe'
  | 'salat'
  | 'dessert'
  | 'backen'
  | 'fruehstueck'
  | 'kinder'
  | 'festlich'
  | 'grillen'
  | 'getraenke';

export const recipeTagNames: Record<RecipeTag | 'schnell', string> = {
  oesterreichisch: 'Österreichisch',
  vegetarisch: 'Vegetarisch',
  vegan: 'Vegan',
  schnell: 'Schnell',
  fleisch: 'Fleisch',
  fisch: 'Fisch',
  hauptspeise: 'Hauptspeise',
  suppe: 'Suppe',
  salat: 'Salat',
  dessert: 'Dessert',
  backen: 'Backen',
  fruehstueck: 'Frühstück',
  kinder: 'Kinderliebling',
  festlich: 'Festlich',
  grillen: 'Grillen',
  getraenke: 'Getränke',
};

export type RecipePlan = {
  title: string;
  teaser: string;
  prep: number;
  cook: number;
  difficulty: 'easy' | 'medium' | 'hard';
  servings: number;
  tags: RecipeTag[];
  ingredients: string[];
  steps: string[];
};
