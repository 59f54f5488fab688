import { skuSchema } from '../../../backend/src/schemas/catalogue.js';

/** The sku of a product address, or undefined; on the server, so the contract's zod schemas stay
 * out of the product page's JavaScript (issue 20). */
export function parseProductSku(value: string): string | undefined {
  const parsed = skuSchema.safeParse(value);
  return parsed.success ? parsed.data : undefined;
}
