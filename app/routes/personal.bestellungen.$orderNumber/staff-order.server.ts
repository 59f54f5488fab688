import type { AppLoadContext } from '@remix-run/node';
import { ApiNotFoundError } from '~/services/api-errors.server';
import type { StaffOrder } from '../../../backend/src/schemas/fulfilment.js';
import { notFound } from '~/utils/not-found.server';
import { staffRefusal } from '~/routes/personal/staff-session.server';
import type { SubstituteSearch } from './pick-line';
import { substituteSearchSchema } from './pick-form-schemas';

const SUBSTITUTE_RESULTS = 10;
// Articles sold by weight are few among a term's results (an apple variety comes loose and in
// bags): a weight line's search reads the API's largest page to find ten of them.
const WEIGHT_SEARCH_PAGE = 96;

/** One order for the staff; an order of another store or area is refused by the API (403). */
export async function loadStaffOrder(context: AppLoadContext, request: Request, orderNumber: string) {
  try {
    return await context.staff.getOrder(orderNumber);
  } catch (error) {
    if (error instanceof ApiNotFoundError) throw await notFound(context, request);
    return staffRefusal(context, request, error);
  }
}

/** `?fuer=<line>&suche=<term>`: the catalogue's products to substitute that line with. */
export async function substituteSearch(
  context: AppLoadContext,
  request: Request,
  order: StaffOrder,
): Promise<SubstituteSearch | null> {
  const query = substituteSearchSchema.parse(Object.fromEntries(new URL(request.url).searchParams));
  const line = order.lines.find((candidate) => candidate.lineId === query.fuer);
  if (order.state !== 'picking' || !line?.substitutionAllowed || !query.suche) return null;
  const found = await context.search.search('products', query.suche, {
    pageSize: line.isWeightArticle ? WEIGHT_SEARCH_PAGE : SUBSTITUTE_RESULTS + 1,
  });
  // A weight line is substituted by an article sold by weight (weighed), a counted line by a counted one.
  const results = found.results
    .filter(
      (product) =>
        product.sku !== line.productId &&
        product.availability === 'available' &&
        (product.weightArticle || product.weightPieceArticle) === line.isWeightArticle,
    )
    .slice(0, SUBSTITUTE_RESULTS)
    .map((product) => ({
      sku: product.sku,
      name: product.name,
      price: product.price.regular,
      ...(product.weightArticle && { perKg: true }),
    }));
  return { lineId: line.lineId, term: query.suche, results };
}

/** While picking, the bill "picked" would charge, once every line has its outcome. */
export async function billOf(context: AppLoadContext, request: Request, order: StaffOrder) {
  if (order.state !== 'picking') return order.bill;
  if (order.lines.some((line) => line.outcome === null)) return null;
  return context.staff
    .previewBill(order.orderNumber)
    .catch((error: unknown) => staffRefusal(context, request, error));
}
