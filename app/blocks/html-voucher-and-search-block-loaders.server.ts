import type { AppLoadContext } from '@remix-run/node';
import { blockFieldSchemas, type BlockFields, type BlockNode } from '../../backend/src/schemas/content.js';
import type { Loader } from './block-data.server';
import { sanitizeCustomHtml } from './sanitize-html.server';
import { loadVoucherGroup } from './voucher-data.server';
import { servesRoute } from '~/tenant';

export const recipesEnabled = (context: AppLoadContext) => servesRoute(context.tenant.paths, 'recipe-slug');

function fieldsOf<T extends 'recipeSearchContent' | 'voucherGroup' | 'customHtml'>(
  type: T,
  block: BlockNode,
) {
  const parsed = blockFieldSchemas[type].safeParse(block.fields);
  return parsed.success ? (parsed.data as BlockFields<T>) : undefined;
}

export const htmlVoucherAndSearchBlockLoaders: Record<string, Loader> = {
  // Sanitized here, on the server, so neither the sanitizer nor unsafe markup reaches a browser.
  customHtml: (_context, block) => {
    const fields = fieldsOf('customHtml', block);
    return fields ? Promise.resolve({ sanitizedHtml: sanitizeCustomHtml(fields.html) }) : undefined;
  },
  voucherGroup: (context, block, request) => {
    const fields = fieldsOf('voucherGroup', block);
    return fields ? loadVoucherGroup(context, fields, request) : undefined;
  },
  // The recipes matching the page's ?term=; none asked for before the shopper searched.
  recipeSearchContent: (context, block, request) => {
    const fields = fieldsOf('recipeSearchContent', block);
    const term = new URL(request.url).searchParams.get('term')?.trim().slice(0, 100) ?? '';
    if (!fields || !term || !recipesEnabled(context)) return undefined;
    return context.search
      .listRecipes({ term, pageSize: fields.pageSize })
      .then(({ total, recipes }) => ({ recipeSearch: { term, total, recipes } }));
  },
};
