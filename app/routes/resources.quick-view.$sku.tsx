import { data, type LoaderFunctionArgs } from '@remix-run/node';
import { productSummarySchema, skuSchema } from '../../backend/src/schemas/catalogue.js';
import { ApiNotFoundError } from '~/services/api-errors.server';
import { describeError, logEvent } from '~/utils/logger.server';

/**
 * The product quick view's facts (§2 cart extras): the product as a tile knows it, fresh from
 * the API, so availability and price are today's. An unknown sku (404) or a failure (503)
 * answers no product: the dialog then offers the product page instead of the page's error view.
 */
export async function loader({ params, context }: LoaderFunctionArgs) {
  const sku = skuSchema.safeParse(params.sku);
  if (!sku.success) return data({ product: null }, { status: 404 });
  try {
    const product = await context.catalogue.getProduct(sku.data);
    // The summary's fields only: the quick view needs no ingredients or nutrition table.
    return data(
      { product: productSummarySchema.parse(product) },
      { headers: { 'Cache-Control': 'private, max-age=30' } },
    );
  } catch (error) {
    if (error instanceof ApiNotFoundError) return data({ product: null }, { status: 404 });
    logEvent('warn', 'quick view unavailable', { requestId: context.requestId, ...describeError(error) });
    return data({ product: null }, { status: 503 });
  }
}
