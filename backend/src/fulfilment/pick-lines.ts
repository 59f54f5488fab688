import { and, eq } from 'drizzle-orm';
import type { Executor, Transaction } from '../db/database.js';
import { products } from '../db/schema/catalogue.js';
import { orderPickLines } from '../db/schema/fulfilment.js';
import { ConflictError, NotFoundError } from '../errors.js';
import type { OrderRow } from '../orders/order-placement.js';
import type { LineItem } from '../schemas/cart.js';
import {
  fulfilmentErrorCodes,
  type FinalBill,
  type PickLineBody,
  type StaffOrder,
  type StaffPickLine,
} from '../schemas/fulfilment.js';
import type { StaffActor } from '../staff/staff-guard.js';
import { allowanceOf, gramsRangeOf, maxGramsOf, weightOf, type PickResult } from './final-bill.js';
import {
  billOfOrder,
  discountsOfOrder,
  findStaffOrder,
  pickResultsOf,
  UnprocessableError,
  type StaffOrderRow,
} from './order-fulfilment.js';
import { finalBillViewsOf } from './final-bill-rows.js';

// Decision 0088: what the picker enters per line while the order is 'picking'.

const invalid = (message: string, details?: object) =>
  new UnprocessableError(message, { code: fulfilmentErrorCodes.pickLineInvalid, details });

/**
 * The substitute's price on the bill: the lower of its own (the shopper's member price, if the line
 * had one) and the line's. A weight line's substitute is sold by weight too and weighed: its price
 * is per kg (a weight-piece article's piece price over its average weight); a counted line's is
 * counted.
 */
async function substituteOf(executor: Executor, order: OrderRow, line: LineItem, sku: string) {
  const [product] = await executor
    .select({
      sku: products.sku,
      name: products.name,
      regular: products.priceRegular,
      loyalty: products.priceLoyalty,
      weightArticle: products.weightArticle,
      weightPieceArticle: products.weightPieceArticle,
      averageWeightGrams: products.averageWeightGrams,
    })
    .from(products)
    .where(and(eq(products.tenantId, order.tenantId), eq(products.sku, sku)));
  if (!product)
    throw new UnprocessableError('No such product to substitute with', {
      code: fulfilmentErrorCodes.substituteNotFound,
    });
  const memberPrice = line.perPiecePrice < line.product.price.regular;
  const own =
    memberPrice && product.loyalty !== null ? Math.min(product.loyalty, product.regular) : product.regular;
  const soldByWeight = product.weightArticle || product.weightPieceArticle;
  const weight = weightOf(line);
  if (!weight) {
    if (soldByWeight)
      throw new UnprocessableError('A counted line is not substituted by an article sold by weight', {
        code: fulfilmentErrorCodes.substitutionNotAllowed,
        details: { reason: 'WEIGHT_ARTICLE' },
      });
    return { productId: product.sku, name: product.name, price: Math.min(own, line.perPiecePrice) };
  }
  const perKg = product.weightArticle
    ? own
    : product.weightPieceArticle && product.averageWeightGrams
      ? Math.round((own * 1000) / product.averageWeightGrams)
      : null;
  if (perKg === null)
    throw new UnprocessableError('A weight line is substituted by an article sold by weight', {
      code: fulfilmentErrorCodes.substitutionNotAllowed,
      details: { reason: 'NOT_SOLD_BY_WEIGHT' },
    });
  return { productId: product.sku, name: product.name, price: Math.min(perKg, weight.pricePerKg) };
}

/** 422 above the allowance, with the most grams the bill allows (decision 0088). */
async function checkAllowance(
  tx: Transaction,
  order: OrderRow,
  line: LineItem,
  grams: number,
  substitute: PickResult['substitute'],
) {
  const picks = (await pickResultsOf(tx, order.id)).filter((pick) => pick.lineId !== line.lineItemId);
  const maxGrams = maxGramsOf(order, line, picks, await discountsOfOrder(tx, order), substitute)!;
  if (grams > maxGrams)
    throw new UnprocessableError(
      `The weight is above what the shopper authorised: at most ${maxGrams} g, take less`,
      { code: fulfilmentErrorCodes.pickWeightAboveAllowance, details: { field: 'pickedGrams', maxGrams } },
    );
}

async function pickResultOf(
  tx: Transaction,
  order: OrderRow,
  line: LineItem,
  body: PickLineBody,
): Promise<PickResult> {
  const base = { lineId: line.lineItemId, pickedQuantity: null, pickedGrams: null, substitute: null };
  if (body.outcome === 'missing') return { ...base, outcome: 'missing' };
  const quantity = body.pickedQuantity ?? line.quantity;
  const weight = weightOf(line);
  if (!(weight && line.product.weightArticle) && (quantity < 1 || quantity > line.quantity))
    throw invalid('The picked quantity must be between 1 and the ordered quantity', {
      field: 'pickedQuantity',
      max: line.quantity,
    });
  if (body.outcome === 'substituted') {
    if (!line.substitutionAllowed)
      throw new UnprocessableError('The shopper did not allow a substitute for this line', {
        code: fulfilmentErrorCodes.substitutionNotAllowed,
      });
    if (!body.substituteProductId) throw invalid('Name the substitute', { field: 'substituteProductId' });
    const substitute = await substituteOf(tx, order, line, body.substituteProductId);
    if (!weight) return { ...base, outcome: 'substituted', pickedQuantity: quantity, substitute };
    // A weight line's substitute is weighed, within the same allowance as the line itself.
    if (body.pickedGrams === undefined) throw invalid('Enter the weight in grams', { field: 'pickedGrams' });
    await checkAllowance(tx, order, line, body.pickedGrams, substitute);
    return { ...base, outcome: 'substituted', pickedGrams: body.pickedGrams, substitute };
  }
  if (!weight) return { ...base, outcome: 'picked', pickedQuantity: quantity };
  if (body.pickedGrams === undefined) throw invalid('Enter the weight in grams', { field: 'pickedGrams' });
  await checkAllowance(tx, order, line, body.pickedGrams, null);
  return {
    ...base,
    outcome: 'picked',
    pickedGrams: body.pickedGrams,
    pickedQuantity: line.product.weightArticle ? null : quantity,
  };
}

/** PUT .../lines/:lineId while the order is 'picking' (409 ORDER_NOT_PICKING otherwise). */
export async function recordPickLine(
  tx: Transaction,
  actor: StaffActor,
  { orderNumber, lineId }: { orderNumber: string; lineId: string },
  body: PickLineBody,
  now = new Date(),
): Promise<StaffPickLine> {
  // Locked: "picked" waits for this line, or this line finds the order picked.
  const found = await findStaffOrder(tx, actor, orderNumber, { lock: true });
  const { order } = found;
  const line = order.cart.productLineItems.find((item) => item.lineItemId === lineId);
  if (!line)
    throw new NotFoundError('No such line in this order', { code: fulfilmentErrorCodes.lineNotFound });
  if (order.state !== 'picking')
    throw new ConflictError('The order is not being picked', {
      code: fulfilmentErrorCodes.orderNotPicking,
      details: { state: order.state },
    });
  const result = await pickResultOf(tx, order, line, body);
  const values = {
    outcome: result.outcome,
    pickedQuantity: result.pickedQuantity,
    pickedGrams: result.pickedGrams,
    substitute: result.substitute,
    staffId: actor.id,
    updatedAt: now,
  };
  await tx
    .insert(orderPickLines)
    .values({ orderId: order.id, lineId, tenantId: order.tenantId, ...values })
    .onConflictDoUpdate({ target: [orderPickLines.orderId, orderPickLines.lineId], set: values });
  return pickLineViewOf(order, line, result);
}

function pickLineViewOf(order: OrderRow, line: LineItem, pick: PickResult | undefined): StaffPickLine {
  const weight = weightOf(line);
  const range = gramsRangeOf(line, order.cart.priceInfo.overAuthorizationPercentage);
  return {
    lineId: line.lineItemId,
    productId: line.product.sku,
    name: line.product.name,
    shelf: line.product.category.name,
    quantity: line.quantity,
    isWeightArticle: weight !== null,
    ...(range && { orderedGrams: range.orderedGrams, minGrams: range.minGrams, maxGrams: range.maxGrams }),
    unitPrice: line.perPiecePrice,
    ...(weight && { pricePerKg: weight.pricePerKg }),
    substitutionAllowed: line.substitutionAllowed,
    outcome: pick?.outcome ?? null,
    ...(pick?.pickedQuantity != null && { pickedQuantity: pick.pickedQuantity }),
    ...(pick?.pickedGrams != null && { pickedGrams: pick.pickedGrams }),
    ...(pick?.substitute && { substitute: pick.substitute }),
  };
}

/** The final bill with what happened since: the capture, the release, the refunds. */
export async function finalBillViewOf(executor: Executor, order: OrderRow): Promise<FinalBill | null> {
  return (await finalBillViewsOf(executor, [order.id])).get(order.id) ?? null;
}

/** GET /api/staff/orders/:orderNumber: the pick list, lines in shelf order, and the bill. */
export async function staffOrderViewOf(
  executor: Executor,
  { order, slot }: StaffOrderRow,
): Promise<StaffOrder> {
  const picks = new Map((await pickResultsOf(executor, order.id)).map((pick) => [pick.lineId, pick]));
  const maxGrams = new Map<string, number>();
  if (order.state === 'picking') {
    const discounts = await discountsOfOrder(executor, order);
    for (const line of order.cart.productLineItems) {
      const max = maxGramsOf(
        order,
        line,
        [...picks.values()].filter((pick) => pick.lineId !== line.lineItemId),
        discounts,
      );
      if (max !== null) maxGrams.set(line.lineItemId, max);
    }
  }
  const lines = order.cart.productLineItems
    .map((line) => {
      const view = pickLineViewOf(order, line, picks.get(line.lineItemId));
      const max = maxGrams.get(line.lineItemId);
      return max === undefined ? view : { ...view, maxGrams: max };
    })
    .sort((a, b) => a.shelf.localeCompare(b.shelf, 'de') || a.name.localeCompare(b.name, 'de'));
  const finalBill = await finalBillViewOf(executor, order);
  const preview = order.state === 'picking' ? await billOfOrder(executor, order) : null;
  return {
    orderNumber: order.orderNumber,
    state: order.state,
    slot: slot && {
      slotId: slot.slotId,
      startsAt: slot.startsAt.toISOString(),
      endsAt: slot.endsAt.toISOString(),
      appointableId: slot.appointableId,
    },
    serviceType: order.cart.distributionAddress?.distributionType ?? 'DELIVERY',
    lines,
    bill: finalBill ?? preview,
    authorizedAmount: allowanceOf(order),
  };
}
