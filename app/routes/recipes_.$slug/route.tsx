import { data, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node';
import { Form, Link, useLoaderData, type MetaFunction } from '@remix-run/react';
import { useTranslation } from '~/utils/use-translation';
import type { ProductSummary } from '../../../backend/src/schemas/catalogue.js';
import { ProductGrid } from '~/components/catalogue/product-tile';
import { GeneralErrorBoundary } from '~/components/error-boundary';
import {
  formatDuration,
  ingredientText,
  isoDuration,
  scaleQuantity,
} from '~/components/recipes/recipe-format';
import { MAX_RECIPE_SERVINGS, recipeServingsOf } from '../../../backend/src/schemas/recipe-basket-values.js';
import { basketLines } from './recipe-basket';
import { RecipeBasketForm } from './recipe-basket-form';
import { addRecipeToBasket } from './recipe-basket.server';
import { JsonLd } from '~/components/catalogue/product-json-ld';
import { recipeJsonLd } from './recipe-json-ld';
import { ApiNotFoundError } from '~/services/api-errors.server';
import { notFound } from '~/utils/not-found.server';
import { canonicalUrlOf, contentRouteMeta } from '~/utils/page-meta';
import { useShopLinks } from '~/utils/shop-links';

async function loadRecipe({ params, request, context }: LoaderFunctionArgs) {
  return context.search.getRecipe(params.slug ?? '').catch(async (error: unknown) => {
    if (error instanceof ApiNotFoundError) throw await notFound(context, request);
    throw error;
  });
}

/** §2 recipe-slug: `?servings=N` is a GET form, so scaling works without JavaScript. */
export async function loader(args: LoaderFunctionArgs) {
  const { request, context } = args;
  const recipe = await loadRecipe(args);
  const url = new URL(request.url);
  const servings = recipeServingsOf(url.searchParams.get('servings'), recipe.servings);
  const locale = context.tenant.config.clientRuntimeConfig.locale;
  const ingredients = recipe.ingredients.map((ingredient) => {
    const quantity =
      ingredient.quantity === null ? null : scaleQuantity(ingredient.quantity, recipe.servings, servings);
    return { text: ingredientText(ingredient, quantity, locale), product: ingredient.product };
  });
  const canonicalUrl = canonicalUrlOf(request);
  const products = [
    ...new Map(
      recipe.ingredients
        .map((ingredient) => ingredient.product)
        .filter((product): product is ProductSummary => product !== null)
        .map((product) => [product.sku, product]),
    ).values(),
  ];
  const jsonLd = recipeJsonLd(
    recipe,
    recipe.ingredients.map((ingredient) => ingredientText(ingredient, ingredient.quantity, locale)),
    canonicalUrl,
  );
  return data({
    recipe,
    servings,
    ingredients,
    basket: basketLines(recipe, servings),
    products,
    jsonLd,
    canonicalUrl,
    servingsScaled: servings !== recipe.servings,
  });
}

/** Issue 38.18: the checked ingredients' products into the basket, in one post. */
export async function action(args: ActionFunctionArgs) {
  const { request, context } = args;
  const recipe = await loadRecipe(args);
  const url = new URL(request.url);
  return addRecipeToBasket(context, request, recipe, `${url.pathname}${url.search}`);
}

function RecipeTimes() {
  const { recipe, servings } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  const times = [
    ['prep', recipe.prepMinutes],
    ['cook', recipe.cookMinutes],
    ['total', recipe.totalMinutes],
  ] as const;
  return (
    <dl className="recipe-facts recipe__times">
      {times
        .filter(([, minutes]) => minutes > 0)
        .map(([name, minutes]) => (
          <div key={name}>
            <dt>{t(`recipes.time.${name}`)}</dt>
            <dd>
              <time dateTime={isoDuration(minutes)}>{formatDuration(minutes, t)}</time>
            </dd>
          </div>
        ))}
      <div>
        <dt>{t('recipes.difficulty.label')}</dt>
        <dd>{t(`recipes.difficulty.${recipe.difficulty}`)}</dd>
      </div>
      <div>
        <dt>{t('recipes.servingsLabel')}</dt>
        <dd>{servings}</dd>
      </div>
    </dl>
  );
}

function Ingredients() {
  const { ingredients, servings, basket } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  const links = useShopLinks();
  return (
    <section aria-labelledby="recipe-ingredients">
      <h2 id="recipe-ingredients">{t('recipes.ingredientsFor', { count: servings })}</h2>
      <Form method="get" className="recipe-scale" preventScrollReset>
        <div>
          <label htmlFor="recipe-servings">{t('recipes.scale.label')}</label>
          <input
            id="recipe-servings"
            type="number"
            name="servings"
            min={1}
            max={MAX_RECIPE_SERVINGS}
            step={1}
            defaultValue={servings}
            key={servings}
            inputMode="numeric"
          />
        </div>
        <button type="submit" className="button button--secondary">
          {t('recipes.scale.submit')}
        </button>
      </Form>
      <ul className="recipe-ingredients">
        {ingredients.map((ingredient, index) => (
          <li key={index}>
            {ingredient.product ? (
              <Link to={links.product(ingredient.product.slug, ingredient.product.sku)}>
                {ingredient.text}
              </Link>
            ) : (
              ingredient.text
            )}
          </li>
        ))}
      </ul>
      <RecipeBasketForm lines={basket} servings={servings} />
    </section>
  );
}

export default function RecipePage() {
  const { recipe, products, jsonLd } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  const links = useShopLinks();
  return (
    <article className="recipe">
      <JsonLd data={jsonLd} />
      <p>
        <Link to={links.recipe()}>{t('recipes.allRecipes')}</Link>
      </p>
      <header className="recipe__header">
        <div>
          <h1>{recipe.title}</h1>
          {/* The description opens with the teaser the list shows; the page shows it once. */}
          <p className="recipe__teaser">{recipe.description}</p>
          <RecipeTimes />
          {recipe.tags.length ? (
            <ul className="recipe-tags" aria-label={t('recipes.tags')}>
              {recipe.tags.map((tag) => (
                <li key={tag.slug}>{tag.name}</li>
              ))}
            </ul>
          ) : null}
        </div>
        <img
          className="recipe__image"
          src={recipe.image.src}
          alt={recipe.image.alt}
          width={recipe.image.width}
          height={recipe.image.height}
        />
      </header>
      <div className="recipe__body">
        <Ingredients />
        <section aria-labelledby="recipe-steps">
          <h2 id="recipe-steps">{t('recipes.steps')}</h2>
          <ol className="recipe-steps">
            {recipe.steps.map((step, index) => (
              <li key={index}>{step}</li>
            ))}
          </ol>
        </section>
      </div>
      {products.length ? (
        <section aria-labelledby="recipe-products">
          <h2 id="recipe-products">{t('recipes.products')}</h2>
          <ProductGrid products={products} headingLevel={3} />
        </section>
      ) : null}
    </article>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data: page, error, matches }) => {
  if (!page) return contentRouteMeta({ data: undefined, error, matches });
  const meta = {
    title: page.recipe.title,
    description: page.recipe.teaser,
    keywords: page.recipe.tags.map((tag) => tag.name),
    // Scaled versions are the same recipe: only the recipe's own servings are indexed.
    noIndex: page.servingsScaled,
    noFollow: false,
    openGraphImage: new URL(page.recipe.image.src, page.canonicalUrl).href,
  };
  return contentRouteMeta({ data: { page: { meta }, canonicalUrl: page.canonicalUrl }, matches });
};

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
