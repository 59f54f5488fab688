import type { AppLoadContext } from '@remix-run/node';
import { recipeSummarySchema } from '../../backend/src/schemas/catalogue.js';
import { blockFieldSchemas, type BlockFields } from '../../backend/src/schemas/content.js';
import { servesRoute } from '~/tenant';
import { blockFieldsOf, type BlockLoader } from './block-loader.server';

const recipesEnabled = (context: AppLoadContext) => servesRoute(context.tenant.paths, 'recipe-slug');

async function recipeGroupData(context: AppLoadContext, fields: BlockFields<'recipeGroup'>) {
  if (fields.slugs?.length) {
    // Chosen recipes in the editor's order; one that is gone is left out.
    const found = await Promise.all(
      fields.slugs
        .slice(0, fields.limit)
        .map((slug) => context.search.getRecipe(slug).catch(() => undefined)),
    );
    // A card needs the summary only, not the ingredients and steps.
    return {
      recipes: found
        .filter((recipe) => recipe !== undefined)
        .map((recipe) => recipeSummarySchema.parse(recipe)),
    };
  }
  const { recipes } = await context.search.listRecipes({
    tag: fields.tag ? [fields.tag] : undefined,
    pageSize: fields.limit,
  });
  return { recipes };
}

/** §1 recipe blocks; recipes switched off for the tenant: the blocks show nothing. */
export const recipeBlockLoaders: Record<string, BlockLoader> = {
  recipeGroup: (context, block) => {
    const fields = blockFieldSchemas.recipeGroup.safeParse(block.fields);
    return fields.success && recipesEnabled(context) ? recipeGroupData(context, fields.data) : undefined;
  },
  // The recipes matching the page's ?term=; none asked for before the shopper searched.
  recipeSearchContent: (context, block, request) => {
    const fields = blockFieldsOf('recipeSearchContent', block);
    const term = new URL(request.url).searchParams.get('term')?.trim().slice(0, 100) ?? '';
    if (!fields || !term || !recipesEnabled(context)) return undefined;
    return context.search
      .listRecipes({ term, pageSize: fields.pageSize })
      .then(({ total, recipes }) => ({ recipeSearch: { term, total, recipes } }));
  },
};
