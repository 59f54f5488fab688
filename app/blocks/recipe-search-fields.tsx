import { useTranslation } from '~/utils/use-translation';

export function RecipeSearchFields({ inputId, term }: { inputId: string; term?: string }) {
  const { t } = useTranslation();
  return (
    <>
      <label htmlFor={inputId} id={`${inputId}-label`}>
        {t('recipes.search.label')}
      </label>
      <div className="block-recipe-search__row">
        <input
          id={inputId}
          type="search"
          name="term"
          maxLength={100}
          autoComplete="off"
          defaultValue={term}
          key={term}
        />
        <button type="submit" className="button button--primary">
          {t('recipes.search.submit')}
        </button>
      </div>
    </>
  );
}
