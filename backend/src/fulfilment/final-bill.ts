import { discountAmounts, linePrice, type PriceDiscount } from '../carts/price-cart.js';
import type { OrderRow } from '../orders/order-placement.js';
import type { LineItem } from '../schemas/cart.js';
import type { FinalBill, FinalBillLine, PickOutcome } from '../schemas/fulfilment.js';
import { paymentMethodKeySchema } from '../schemas/payment-enums.js';
import { providerAuthorizedOf } from '../wallet/gift-card-share.js';

// Decision 0088: the final bill of a picked order, computed from the order's snapshot and the
// picker's results: weighed lines at their price per kg, missing lines removed, substitutes at the
// lower of their own and the replaced item's price, service fee and deposits as ordered, vouchers
// and codes re-applied to the picked goods with the cart's own discount function (price-cart.ts),
// the gift card's part as ordered. Pure: the same inputs give the same bill on every call.

export type PickResult = {
  lineId: string;
  outcome: PickOutcome;
  pickedQuantity: number | null;
  pickedGrams: number | null;
  substitute: { productId: string; name: string; price: number } | null;
};

const round = (amount: number) => Math.round(amount + Number.EPSILON * amount);

/** A weight article's quantity is grams; a weight-piece article is counted in pieces and weighed. */
export function weightOf(line: LineItem) {
  const { product } = line;
  if (product.weightArticle) return { orderedGrams: line.quantity, pricePerKg: line.perPiecePrice };
  if (product.weightPieceArticle && product.averageWeightGrams)
    return {
      orderedGrams: line.quantity * product.averageWeightGrams,
      pricePerKg: round((line.perPiecePrice * 1000) / product.averageWeightGrams),
    };
  return null;
}

/** The expected range the picker is shown: the surcharge's percentage either side. */
export function gramsRangeOf(line: LineItem, percentage: number) {
  const weight = weightOf(line);
  if (!weight) return null;
  return {
    orderedGrams: weight.orderedGrams,
    minGrams: Math.ceil((weight.orderedGrams * (100 - percentage)) / 100),
    maxGrams: Math.floor((weight.orderedGrams * (100 + percentage)) / 100),
  };
}

function weighedAmount(line: LineItem, grams: number) {
  const weight = weightOf(line)!;
  if (line.product.weightArticle)
    return linePrice(
      {
        quantity: grams,
        regularPrice: line.perPiecePrice,
        loyaltyPrice: null,
        depositPrice: null,
        weightArticle: true,
        weightPieceArticle: false,
        averageWeightGrams: null,
        vatRate: 10,
      },
      line.perPiecePrice,
    );
  return round((weight.pricePerKg * grams) / 1000);
}

function billLineOf(line: LineItem, pick: PickResult | undefined): FinalBillLine {
  const weight = weightOf(line);
  const base = {
    lineId: line.lineItemId,
    name: line.product.name,
    orderedQuantity: line.quantity,
    ...(weight && { orderedGrams: weight.orderedGrams }),
  };
  // Not picked yet (a preview): as ordered.
  if (!pick) return { ...base, outcome: 'picked', amount: line.totalPrice };
  if (pick.outcome === 'missing') return { ...base, outcome: 'missing', pickedQuantity: 0, amount: 0 };
  if (pick.outcome === 'substituted' && pick.substitute) {
    // A weight line's substitute is weighed and charged per kg (its price is per kg).
    if (pick.pickedGrams !== null)
      return {
        ...base,
        outcome: 'substituted',
        pickedGrams: pick.pickedGrams,
        substitute: pick.substitute,
        amount: round((pick.substitute.price * pick.pickedGrams) / 1000),
      };
    const quantity = pick.pickedQuantity ?? line.quantity;
    return {
      ...base,
      outcome: 'substituted',
      pickedQuantity: quantity,
      substitute: pick.substitute,
      amount: pick.substitute.price * quantity,
    };
  }
  if (weight) {
    const grams = pick.pickedGrams ?? weight.orderedGrams;
    return {
      ...base,
      outcome: 'picked',
      pickedGrams: grams,
      ...(!line.product.weightArticle && { pickedQuantity: pick.pickedQuantity ?? line.quantity }),
      amount: weighedAmount(line, grams),
    };
  }
  const quantity = pick.pickedQuantity ?? line.quantity;
  return { ...base, outcome: 'picked', pickedQuantity: quantity, amount: line.perPiecePrice * quantity };
}

/**
 * What the order may be charged at most: the authorisation (the estimate with the surcharge, gift
 * cards included); for an order captured at its estimate when placed (decision 0088's long-ahead
 * rule), that estimate, which cannot be captured again.
 */
export function allowanceOf(order: OrderRow) {
  if (order.captureAtPlacement) return order.total;
  return order.authorizedAmount ?? order.cart.priceInfo.totalWithSurcharge;
}

/** The vouchers and codes the order was priced with, in the cart's order (vouchers first). */
export function orderDiscountsOf(order: OrderRow, codeDiscounts: readonly PriceDiscount[]): PriceDiscount[] {
  return [
    ...order.cart.voucherLineItems.map(
      (voucher) => voucher.discount ?? ({ kind: 'amount', amount: 0 } as const),
    ),
    ...codeDiscounts,
  ];
}

export function finalBillOf(
  order: OrderRow,
  picks: readonly PickResult[],
  discounts: readonly PriceDiscount[],
): FinalBill {
  const byLine = new Map(picks.map((pick) => [pick.lineId, pick]));
  const lines = order.cart.productLineItems.map((line) => billLineOf(line, byLine.get(line.lineItemId)));
  const goods = lines.reduce((sum, line) => sum + line.amount, 0);
  const discounted = discountAmounts(goods, discounts).reduce((sum, off) => sum + off, 0);
  const { priceInfo } = order.cart;
  const deposits = priceInfo.depositFees;
  // The service fee after its waiver and a delivery pass bought with the order, as ordered.
  const fees = priceInfo.total - priceInfo.orderValue - priceInfo.depositFees;
  const total = goods - discounted + deposits + fees;
  const giftCardAmount = Math.min(order.payment.giftCard?.amount ?? 0, total);
  return {
    lines,
    goods,
    fees,
    deposits,
    discounts: discounted,
    total,
    authorized: allowanceOf(order),
    giftCardAmount,
    captured: null,
    released: null,
    refunds: [],
    paidOutside: paidOutsideOf(order),
  };
}

/** The method an order settled outside the provider is paid with; a gift card alone is none. */
function paidOutsideOf(order: OrderRow) {
  const parsed = paymentMethodKeySchema.safeParse(order.payment.methodKey);
  return order.paymentId === null && parsed.success ? parsed.data : null;
}

/** What the payment method pays of the bill: the total less the gift card's part. */
export const chargedAmountOf = (bill: FinalBill) => bill.total - bill.giftCardAmount;

/** What the provider gives back of what it held: the authorisation's rest, or an early capture's difference. */
export function releasedAmountOf(order: OrderRow, charged: number) {
  if (order.paymentId === null) return null;
  const held = order.captureAtPlacement
    ? (order.capturedAmount ?? order.total - (order.payment.giftCard?.amount ?? 0))
    : (providerAuthorizedOf(order) ?? charged);
  return Math.max(0, held - charged);
}

/**
 * The most grams a weight line (or its weighed `substitute`) may take so the bill stays within the
 * allowance, with the other lines as entered (open lines as ordered): at most the surcharge's
 * percentage over the order.
 */
export function maxGramsOf(
  order: OrderRow,
  line: LineItem,
  picks: readonly PickResult[],
  discounts: readonly PriceDiscount[],
  substitute: PickResult['substitute'] = null,
) {
  const range = gramsRangeOf(line, order.cart.priceInfo.overAuthorizationPercentage);
  if (!range) return null;
  const others = picks.filter((pick) => pick.lineId !== line.lineItemId);
  const fits = (grams: number) =>
    finalBillOf(
      order,
      [
        ...others,
        {
          lineId: line.lineItemId,
          outcome: substitute ? 'substituted' : 'picked',
          pickedGrams: grams,
          pickedQuantity: null,
          substitute,
        },
      ],
      discounts,
    ).total <= allowanceOf(order);
  if (fits(range.maxGrams)) return range.maxGrams;
  let low = 0;
  let high = range.maxGrams;
  while (low < high) {
    const middle = Math.ceil((low + high) / 2);
    if (fits(middle)) low = middle;
    else high = middle - 1;
  }
  return low;
}
