import { data, type LoaderFunctionArgs } from '@remix-run/node';
import { productSummarySchema, skuSchema } from '../../backend/src/schemas/catalogue.js';
import { ApiNotFoundError } from '~/services/api-errors.server';
import { describeError, logEvent } from '~/utils/logger.server';

/** §2 cart extras: fresh from the API; a 404 or 503 answers no product, and the dialog links the page. */
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
