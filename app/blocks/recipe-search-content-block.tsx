import { Form, useLocation } from '@remix-run/react';
import type { BlockFields } from '../../backend/src/schemas/content.js';
import { RecipeGrid } from '~/components/recipes/recipe-card';
import { useTranslation } from '~/utils/use-translation';
import { useBlockData } from './block-data';
import { headingBelow } from './catalogue-blocks';
import { Heading, useHeadingLevel } from './heading-level';
import { RecipeSearchFields } from './recipe-search-fields';

/** §1: a plain GET form that stays on this page; results loaded with the page. */
export function RecipeSearchContentBlock({
  id,
  fields,
}: {
  id: string;
  fields: BlockFields<'recipeSearchContent'>;
}) {
  const { t } = useTranslation();
  const level = useHeadingLevel();
  const location = useLocation();
  const datum = useBlockData(id);
  const result = datum && 'recipeSearch' in datum ? datum.recipeSearch : undefined;
  const term = new URLSearchParams(location.search).get('term') ?? '';
  return (
    <section className="block-recipe-search-content" aria-labelledby={`${id}-title`}>
      <Heading level={level} id={`${id}-title`}>
        {fields.title ?? t('blocks.recipeSearchContent.title')}
      </Heading>
      <Form
        method="get"
        action={location.pathname}
        className="block-recipe-search"
        role="search"
        aria-labelledby={`${id}-title`}
      >
        <RecipeSearchFields inputId={`${id}-term`} term={term} />
      </Form>
      {result ? (
        <>
          <p role="status">
            {t('blocks.recipeSearchContent.found', { count: result.total, term: result.term })}
          </p>
          <RecipeGrid recipes={result.recipes} headingLevel={headingBelow(level, 'title')} />
        </>
      ) : null}
    </section>
  );
}
