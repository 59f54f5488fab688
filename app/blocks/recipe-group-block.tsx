import { RecipeGrid } from '~/components/recipes/recipe-card';
import { useBlockData } from './block-data';
import { BlockGroup, headingBelow, type GroupProps } from './catalogue-blocks';
import { useHeadingLevel } from './heading-level';

/** Recipe cards on a content page (§1 recipe group); nothing when none could be had. */
export function RecipeGroupBlock({ id, fields }: GroupProps<'recipeGroup'>) {
  const datum = useBlockData(id);
  const level = useHeadingLevel();
  const recipes = datum && 'recipes' in datum ? datum.recipes : [];
  if (!recipes.length) return null;
  return (
    <BlockGroup id={id} title={fields.title} link={fields.link}>
      <RecipeGrid recipes={recipes} headingLevel={headingBelow(level, fields.title)} />
    </BlockGroup>
  );
}
