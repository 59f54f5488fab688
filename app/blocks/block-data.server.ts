import type { AppLoadContext } from '@remix-run/node';
import { recipeSummarySchema } from '../../backend/src/schemas/catalogue.js';
import { blockFieldSchemas, type BlockFields, type BlockNode } from '../../backend/src/schemas/content.js';
import { describeError, logEvent } from '~/utils/logger.server';
import type { BlockData, BlockDatum } from './block-data';
import { formBlockLoaders } from './form-block-loaders.server';
import {
  htmlVoucherAndSearchBlockLoaders,
  recipesEnabled,
} from './html-voucher-and-search-block-loaders.server';

export type Loader = (
  context: AppLoadContext,
  block: BlockNode,
  request: Request,
) => Promise<BlockDatum> | undefined;

async function productGroupData(context: AppLoadContext, fields: BlockFields<'productGroup'>) {
  if (fields.skus?.length) {
    const { products } = await context.catalogue.getProductsBySku(fields.skus.slice(0, fields.limit));
    return { products };
  }
  const { products } = await context.catalogue.getCategoryProducts(fields.category!, {
    sort: fields.sort,
    pageSize: fields.limit,
    badge: fields.badge ? [fields.badge] : undefined,
  });
  return { products };
}

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

// The blocks whose content comes from the commerce API (§1 commerce and recipe blocks).
const loaders: Partial<Record<string, Loader>> = {
  productGroup: (context, block) => {
    const fields = blockFieldSchemas.productGroup.safeParse(block.fields);
    return fields.success ? productGroupData(context, fields.data) : undefined;
  },
  productPromotion: (context, block) => {
    const fields = blockFieldSchemas.productPromotion.safeParse(block.fields);
    return fields.success ? context.catalogue.getProductsBySku([fields.data.sku]) : undefined;
  },
  ...htmlVoucherAndSearchBlockLoaders,
  ...formBlockLoaders,
  recipeGroup: (context, block) => {
    const fields = blockFieldSchemas.recipeGroup.safeParse(block.fields);
    // Recipes switched off for the tenant: the block shows nothing.
    return fields.success && recipesEnabled(context) ? recipeGroupData(context, fields.data) : undefined;
  },
};

function* walk(blocks: readonly BlockNode[]): Generator<BlockNode> {
  for (const block of blocks) {
    yield block;
    if (block.children) yield* walk(block.children);
  }
}

/**
 * Loads what the page's blocks need, all at once. A block whose data cannot be had is left
 * without (it renders nothing) and logged: one shelf must never take the page down.
 */
export async function loadBlockData(
  context: AppLoadContext,
  blocks: readonly BlockNode[],
  request: Request,
): Promise<BlockData> {
  const pending = [...walk(blocks)].flatMap((block) => {
    const loading = loaders[block.type]?.(context, block, request);
    return loading ? [{ id: block.id, type: block.type, loading }] : [];
  });
  const settled = await Promise.allSettled(pending.map(({ loading }) => loading));
  const data: BlockData = {};
  settled.forEach((result, index) => {
    const { id, type } = pending[index]!;
    if (result.status === 'fulfilled') data[id] = result.value;
    // A shopper who left before the page came (the request aborted) is nothing to report.
    else if (!request.signal.aborted)
      logEvent('warn', 'CMS block data unavailable', {
        requestId: context.requestId,
        block: id,
        type,
        ...describeError(result.reason),
      });
  });
  return data;
}
