import { data, type LoaderFunctionArgs } from '@remix-run/node';
import { productSummarySchema, skuSchema } from '../../backend/src/schemas/catalogue.js';
import { ApiNotFoundError } from '~/services/api-errors.server';

/**
 * The product quick view's facts (§2 cart extras): the product as a tile knows it, fresh from
 * the API, so availability and price are today's. An unknown sku answers 404 with no product:
 * the dialog says so instead of the page's error boundary taking over.
 */
export async function loader({ params, context }: LoaderFunctionArgs) {
  const sku = skuSchema.safeParse(params.sku);
  const product = sku.success
    ? await context.catalogue.getProduct(sku.data).catch((error: unknown) => {
        if (error instanceof ApiNotFoundError) return null;
        throw error;
      })
    : null;
  if (!product) return data({ product: null }, { status: 404 });
  // The summary's fields only: the quick view needs no ingredients or nutrition table.
  return data(
    { product: productSummarySchema.parse(product) },
    { headers: { 'Cache-Control': 'private, max-age=30' } },
  );
}
