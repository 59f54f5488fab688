import type { AppLoadContext } from '@remix-run/node';
import { blockFieldSchemas, type BlockFields } from '../../backend/src/schemas/content.js';
import type { BlockLoader } from './block-loader.server';

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

/** §1 commerce blocks: the products a shelf or a promotion shows. */
export const productBlockLoaders: Record<string, BlockLoader> = {
  productGroup: (context, block) => {
    const fields = blockFieldSchemas.productGroup.safeParse(block.fields);
    return fields.success ? productGroupData(context, fields.data) : undefined;
  },
  productPromotion: (context, block) => {
    const fields = blockFieldSchemas.productPromotion.safeParse(block.fields);
    return fields.success ? context.catalogue.getProductsBySku([fields.data.sku]) : undefined;
  },
};
