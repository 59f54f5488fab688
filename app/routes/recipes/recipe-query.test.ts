import { describe, expect, it } from 'vitest';
import '../../../tests/storefront/console-guard';
import { hasRecipeFilters, readRecipeFilters } from './recipe-query';

describe('the recipe filters', () => {
  it('reads term, tags, max time and difficulty from the GET form', () => {
    const filters = readRecipeFilters(
      new URLSearchParams('term=+Nudeln+&tag=vegetarisch&tag=schnell&maxMinutes=30&difficulty=easy'),
    );
    expect(filters).toEqual({
      term: 'Nudeln',
      tag: ['vegetarisch', 'schnell'],
      maxMinutes: 30,
      difficulty: 'easy',
    });
    expect(hasRecipeFilters(filters)).toBe(true);
  });

  it('leaves out what the form cannot send', () => {
    const filters = readRecipeFilters(
      new URLSearchParams('tag=Not+A+Slug&tag=vegan&tag=vegan&maxMinutes=20&difficulty=extreme&term='),
    );
    expect(filters).toEqual({ term: '', tag: ['vegan'], maxMinutes: undefined, difficulty: undefined });
    expect(hasRecipeFilters(readRecipeFilters(new URLSearchParams('maxMinutes=&difficulty=')))).toBe(false);
  });
});
