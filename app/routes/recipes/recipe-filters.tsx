import { Form, Link, useLocation } from '@remix-run/react';
import { useTranslation } from '~/utils/use-translation';
import { difficultyValues } from '../../../backend/src/schemas/catalogue-values.js';
import type { RecipeList } from '../../../backend/src/schemas/catalogue.js';
import { MAX_MINUTES_OPTIONS, type RecipeFilters } from './recipe-query';

export function RecipeFilterForm({
  action,
  filters,
  tags,
}: {
  action: string;
  filters: RecipeFilters;
  tags: RecipeList['tags'];
}) {
  const { t } = useTranslation();
  const location = useLocation();
  return (
    <Form
      method="get"
      action={action}
      className="recipe-filters"
      aria-labelledby="recipe-filters-heading"
      // Uncontrolled fields keep what was chosen; a new URL (e.g. "reset") sets them afresh.
      key={location.search}
    >
      <h2 id="recipe-filters-heading">{t('recipes.filters.heading')}</h2>
      <div className="recipe-filters__field">
        <label htmlFor="recipe-term" className="recipe-filters__label">
          {t('recipes.search.label')}
        </label>
        <input id="recipe-term" type="search" name="term" defaultValue={filters.term} maxLength={100} />
      </div>
      {tags.length ? (
        <fieldset>
          <legend>{t('recipes.filters.tags')}</legend>
          <ul>
            {tags.map((tag) => (
              <li key={tag.slug}>
                <label>
                  <input
                    type="checkbox"
                    name="tag"
                    value={tag.slug}
                    defaultChecked={filters.tag.includes(tag.slug)}
                  />
                  {t('recipes.filters.tagCount', { name: tag.name, count: tag.count })}
                </label>
              </li>
            ))}
          </ul>
        </fieldset>
      ) : null}
      <div className="recipe-filters__field">
        <label htmlFor="recipe-max-minutes" className="recipe-filters__label">
          {t('recipes.filters.maxMinutes')}
        </label>
        <select id="recipe-max-minutes" name="maxMinutes" defaultValue={filters.maxMinutes ?? ''}>
          <option value="">{t('recipes.filters.anyTime')}</option>
          {MAX_MINUTES_OPTIONS.map((minutes) => (
            <option key={minutes} value={minutes}>
              {t('recipes.filters.upToMinutes', { count: minutes })}
            </option>
          ))}
        </select>
      </div>
      <div className="recipe-filters__field">
        <label htmlFor="recipe-difficulty" className="recipe-filters__label">
          {t('recipes.filters.difficulty')}
        </label>
        <select id="recipe-difficulty" name="difficulty" defaultValue={filters.difficulty ?? ''}>
          <option value="">{t('recipes.filters.anyDifficulty')}</option>
          {difficultyValues.map((difficulty) => (
            <option key={difficulty} value={difficulty}>
              {t(`recipes.difficulty.${difficulty}`)}
            </option>
          ))}
        </select>
      </div>
      <div className="recipe-filters__actions">
        <button type="submit" className="button button--primary">
          {t('recipes.search.submit')}
        </button>
        <Link to={action}>{t('recipes.filters.reset')}</Link>
      </div>
    </Form>
  );
}
