import type { AppLoadContext } from '@remix-run/node';
import { blockFieldSchemas, type BlockFields, type BlockNode } from '../../backend/src/schemas/content.js';
import { ApiNotFoundError } from '~/services/api-errors.server';
import type { Loader } from './block-data.server';
import { sanitizeCustomHtml } from './sanitize-html.server';

const recipesEnabled = (context: AppLoadContext) =>
  context.tenant.routes.some((route) => route.name === 'recipe-slug');

function fieldsOf<T extends 'recipeSearchContent' | 'voucherGroup' | 'customHtml'>(
  type: T,
  block: BlockNode,
) {
  const parsed = blockFieldSchemas[type].safeParse(block.fields);
  return parsed.success ? (parsed.data as BlockFields<T>) : undefined;
}

/** Loaders of the second part of issue 7's blocks (see block-data.server.ts). */
export const moreBlockLoaders: Record<string, Loader> = {
  // Sanitized here, on the server, so neither the sanitizer nor unsafe markup reaches a browser.
  customHtml: (_context, block) => {
    const fields = fieldsOf('customHtml', block);
    return fields ? Promise.resolve({ sanitizedHtml: sanitizeCustomHtml(fields.html) }) : undefined;
  },
  // §7: a 404 means the shop publishes no general vouchers, not an error.
  voucherGroup: (context, block) => {
    const fields = fieldsOf('voucherGroup', block);
    if (!fields) return undefined;
    return context.content
      .getGeneralVouchers()
      .catch((error: unknown) => {
        if (error instanceof ApiNotFoundError) return { vouchers: [] };
        throw error;
      })
      .then(({ vouchers }) => ({ vouchers: vouchers.slice(0, fields.limit) }));
  },
  // The recipes matching the page's ?term=; none asked for before the shopper searched.
  recipeSearchContent: (context, block, url) => {
    const fields = fieldsOf('recipeSearchContent', block);
    const term = url.searchParams.get('term')?.trim().slice(0, 100) ?? '';
    if (!fields || !term || !recipesEnabled(context)) return undefined;
    return context.search
      .listRecipes({ term, pageSize: fields.pageSize })
      .then(({ total, recipes }) => ({ recipeSearch: { term, total, recipes } }));
  },
};
