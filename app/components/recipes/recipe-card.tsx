import { Link } from '@remix-run/react';
import { useTranslation } from '~/utils/use-translation';
import type { RecipeSummary } from '../../../backend/src/schemas/catalogue.js';
import { useShopLinks } from '~/utils/shop-links';
import { formatDuration, isoDuration } from './recipe-format';

type HeadingLevel = 2 | 3 | 4;

/** Time, difficulty and servings of a recipe as a description list: each value has its name. */
export function RecipeFacts({ recipe, servings }: { recipe: RecipeSummary; servings?: number }) {
  const { t } = useTranslation();
  return (
    <dl className="recipe-facts">
      <div>
        <dt>{t('recipes.time.total')}</dt>
        <dd>
          <time dateTime={isoDuration(recipe.totalMinutes)}>{formatDuration(recipe.totalMinutes, t)}</time>
        </dd>
      </div>
      <div>
        <dt>{t('recipes.difficulty.label')}</dt>
        <dd>{t(`recipes.difficulty.${recipe.difficulty}`)}</dd>
      </div>
      <div>
        <dt>{t('recipes.servingsLabel')}</dt>
        <dd>{servings ?? recipe.servings}</dd>
      </div>
    </dl>
  );
}

export function RecipeCard({
  recipe,
  headingLevel = 2,
  eager = false,
}: {
  recipe: RecipeSummary;
  headingLevel?: HeadingLevel;
  eager?: boolean;
}) {
  const { t } = useTranslation();
  const links = useShopLinks();
  const Heading = `h${headingLevel}` as const;
  return (
    <article className="recipe-card">
      <Heading className="recipe-card__title">
        <Link to={links.recipe(recipe.slug)} className="recipe-card__link" prefetch="intent">
          {recipe.title}
        </Link>
      </Heading>
      <img
        className="recipe-card__image"
        src={recipe.image.src}
        alt={recipe.image.alt}
        width={recipe.image.width}
        height={recipe.image.height}
        loading={eager ? 'eager' : 'lazy'}
        decoding="async"
      />
      <p className="recipe-card__teaser">{recipe.teaser}</p>
      <RecipeFacts recipe={recipe} />
      {recipe.tags.length ? (
        <ul className="recipe-tags" aria-label={t('recipes.tags')}>
          {recipe.tags.map((tag) => (
            <li key={tag.slug}>{tag.name}</li>
          ))}
        </ul>
      ) : null}
    </article>
  );
}

/** Recipe cards as a list, so a screen reader tells how many there are. */
export function RecipeGrid({
  recipes,
  headingLevel = 2,
  eagerCount = 0,
}: {
  recipes: readonly RecipeSummary[];
  headingLevel?: HeadingLevel;
  eagerCount?: number;
}) {
  return (
    <ul className="recipe-grid">
      {recipes.map((recipe, index) => (
        <li key={recipe.slug}>
          <RecipeCard recipe={recipe} headingLevel={headingLevel} eager={index < eagerCount} />
        </li>
      ))}
    </ul>
  );
}
