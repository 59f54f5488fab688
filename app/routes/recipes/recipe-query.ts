import { difficultyValues, type Difficulty } from '../../../backend/src/schemas/catalogue-values.js';

export const MAX_MINUTES_OPTIONS = [15, 30, 45, 60] as const;
export const RECIPE_PAGE_SIZE = 12;

export type RecipeFilters = {
  term: string;
  tag: string[];
  maxMinutes?: number;
  difficulty?: Difficulty;
};

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** A value the form cannot send is left out instead of failing the page. */
export function readRecipeFilters(searchParams: URLSearchParams): RecipeFilters {
  const term = (searchParams.get('term') ?? '').trim().slice(0, 100);
  const tag = [
    ...new Set(searchParams.getAll('tag').filter((slug) => SLUG.test(slug) && slug.length <= 200)),
  ];
  const minutes = Number(searchParams.get('maxMinutes'));
  const maxMinutes = (MAX_MINUTES_OPTIONS as readonly number[]).includes(minutes) ? minutes : undefined;
  const difficultyParam = searchParams.get('difficulty');
  const difficulty = difficultyValues.find((value) => value === difficultyParam);
  return { term, tag, maxMinutes, difficulty };
}

export function hasRecipeFilters(filters: RecipeFilters): boolean {
  return Boolean(filters.term || filters.tag.length || filters.maxMinutes || filters.difficulty);
}
