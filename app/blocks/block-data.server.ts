import type { AppLoadContext } from '@remix-run/node';
import type { BlockNode } from '../../backend/src/schemas/content.js';
import { describeError, logEvent } from '~/utils/logger.server';
import type { BlockData } from './block-data';
import type { BlockLoader } from './block-loader.server';
import { customHtmlBlockLoaders } from './custom-html-block-loader.server';
import { formBlockLoaders } from './form-block-loaders.server';
import { productBlockLoaders } from './product-block-loaders.server';
import { recipeBlockLoaders } from './recipe-block-loaders.server';
import { voucherBlockLoaders } from './voucher-data.server';

// §1: what each block type loads from the commerce API, one file per kind of block.
const loaders: Partial<Record<string, BlockLoader>> = {
  ...productBlockLoaders,
  ...customHtmlBlockLoaders,
  ...voucherBlockLoaders,
  ...recipeBlockLoaders,
  ...formBlockLoaders,
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
