import { data, type LoaderFunctionArgs } from '@remix-run/node';
import { useLoaderData, useLocation, type MetaFunction } from '@remix-run/react';
import { useTranslation } from '~/utils/use-translation';
import { Paging } from '~/components/catalogue/paging';
import { GeneralErrorBoundary } from '~/components/error-boundary';
import { RecipeGrid } from '~/components/recipes/recipe-card';
import { RecipeFilterForm } from './recipe-filters';
import { hasRecipeFilters, readRecipeFilters, RECIPE_PAGE_SIZE } from './recipe-query';
import { pageCountOf, pageSearch, readPageNumber } from '~/utils/page-query';
import { catalogueMeta } from '~/utils/catalogue-meta';
import { canonicalUrlOf } from '~/utils/page-meta';

/** §2 recipes: the list with its search, tag, time and difficulty filters, paged. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const filters = readRecipeFilters(url.searchParams);
  const page = readPageNumber(url.searchParams);
  const list = await context.search.listRecipes({
    ...filters,
    term: filters.term || undefined,
    offset: (page - 1) * RECIPE_PAGE_SIZE,
    pageSize: RECIPE_PAGE_SIZE,
  });
  const title = context.t('recipes.title');
  return data({
    list,
    filters,
    page,
    action: url.pathname,
    canonicalUrl: canonicalUrlOf(request),
    // Filtered and later pages are variations of the list, not pages of their own for search engines.
    indexable: page === 1 && !hasRecipeFilters(filters),
    title: page > 1 ? context.t('recipes.pageTitle', { page }) : title,
    description: context.t('recipes.metaDescription', { count: list.total }),
  });
}

export default function RecipesPage() {
  const { list, filters, page, action } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  const location = useLocation();
  const params = new URLSearchParams(location.search);
  return (
    <div className="recipes">
      <h1>{t('recipes.title')}</h1>
      <p>{t('recipes.intro')}</p>
      <div className="recipes__layout">
        <RecipeFilterForm action={action} filters={filters} tags={list.tags} />
        <section aria-labelledby="recipe-list-heading">
          <h2 id="recipe-list-heading">{t('recipes.list')}</h2>
          <p className="recipes__count" role="status">
            {t('recipes.results', { count: list.total })}
          </p>
          {list.recipes.length ? (
            <RecipeGrid recipes={list.recipes} headingLevel={3} eagerCount={3} />
          ) : (
            <p>{t('recipes.empty')}</p>
          )}
          <Paging
            page={page}
            pageCount={pageCountOf(list.total, RECIPE_PAGE_SIZE)}
            hrefFor={(number) => `${location.pathname}${pageSearch(params, number)}`}
          />
        </section>
      </div>
    </div>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data: page, error, matches }) =>
  catalogueMeta({
    data: page && {
      meta: {
        title: page.title,
        description: page.description,
        canonicalUrl: page.canonicalUrl,
        noIndex: !page.indexable,
      },
    },
    error,
    matches,
  });

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
