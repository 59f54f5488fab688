import { paymentMethodKeySchema } from '../schemas/payment-enums.js';
import { toTimeSlot } from '../distribution/time-slots.js';
import type { Cart, LineItem } from '../schemas/cart.js';
import type { ProductSummary } from '../schemas/catalogue.js';
import { voucherConfigOf } from '../content/voucher-repository.js';
import type { CartLine, LoadedCart } from './cart-repository.js';
import { discountCodeProblem, type DiscountCodeRow } from './discount-codes.js';
import { isDeliveryPassValid } from '../delivery-pass/delivery-passes.js';
import { discountAmounts, linePrice, priceCart, type PricedLine } from './price-cart.js';

/** Products a shopper cannot order now are listed apart and left out of the price (§3). */
const orderable = (product: ProductSummary) =>
  product.availability !== 'unavailable' && product.availability !== 'temporarilyUnavailable';

function pricedLine(product: ProductSummary, quantity: number, vatRate: 10 | 20): PricedLine {
  return {
    quantity,
    regularPrice: product.price.regular,
    loyaltyPrice: product.price.loyalty,
    depositPrice: product.price.depositPrice,
    weightArticle: product.weightArticle,
    weightPieceArticle: product.weightPieceArticle,
    averageWeightGrams: product.averageWeightGrams,
    vatRate,
  };
}

function lineWeight(product: ProductSummary, quantity: number): number {
  if (product.weightArticle) return quantity;
  if (product.weightPieceArticle && product.averageWeightGrams) return product.averageWeightGrams * quantity;
  const { value, unit } = product.contentAmount;
  const grams = unit === 'kg' || unit === 'l' ? value * 1000 : unit === 'g' || unit === 'ml' ? value : 0;
  return Math.round(grams * product.bundleSize * quantity);
}

export function viewCart(
  { row: cart, settings, lines, vouchers, codes, slot: slotRow, payments, deliveryPass }: LoadedCart,
  { member, now = new Date(), passVatRate = 20 }: { member: boolean; now?: Date; passVatRate?: number },
): Cart {
  const serviceType = cart.distributionAddress?.distributionType ?? null;
  const available = lines.filter(({ product }) => orderable(product));
  const toLineItem = ({ item, product, vatRate }: CartLine): LineItem => {
    const perPiecePrice =
      member && product.price.loyalty !== null
        ? Math.min(product.price.loyalty, product.price.regular)
        : product.price.regular;
    return {
      lineItemId: item.id,
      quantity: item.quantity,
      perPiecePrice,
      totalPrice: linePrice(pricedLine(product, item.quantity, vatRate), perPiecePrice),
      product,
      substitutionAllowed: item.substitutionAllowed,
    };
  };
  const discountRows = codes.map((code) => ({
    row: code,
    problem: discountCodeProblem(code, serviceType, now),
  }));
  const serviceFee =
    slotRow?.fee ?? (serviceType === 'CLICK_AND_COLLECT' ? settings.pickupFee : settings.deliveryFee);
  // §4 and decision 0083: a pass valid now, or the one bought with this cart, waives the delivery
  // fee; a pickup fee is never the pass's to waive. Every open cart is priced anew, so the day
  // after a pass ends its fee is back.
  const passLine = deliveryPass.line ?? null;
  const passWaives =
    serviceType !== 'CLICK_AND_COLLECT' &&
    (passLine !== null || isDeliveryPassValid(deliveryPass.passes, now));

  // Vouchers first, then codes: a percentage code counts what the vouchers left. A voucher
  // without a value (one the shop only shows) takes nothing off.
  const voucherDiscounts = vouchers.map(({ voucher }) => voucherConfigOf(voucher).discount ?? null);
  const discounts = [
    ...voucherDiscounts.map((discount) => discount ?? ({ kind: 'amount', amount: 0 } as const)),
    ...discountRows.filter(({ problem }) => problem === null).map(({ row }) => discountOf(row)),
  ];
  const priceInfo = priceCart(
    available.map(({ item, product, vatRate }) => pricedLine(product, item.quantity, vatRate)),
    {
      member,
      discounts,
      serviceFee,
      freeOfChargeThreshold: settings.freeOfChargeThreshold,
      deliveryPass: passWaives,
      deliveryPassLine: passLine && { price: passLine.price, vatRate: passVatRate },
      serviceFeeTaxRate: 20,
      overAuthorizationPercentage: settings.overAuthorizationPercentage,
      coveredAmount: 0,
    },
  );

  const offs = discountAmounts(priceInfo.totalArticlePrice, discounts);
  const voucherLineItems = vouchers.map(({ line, voucher }, index) => ({
    lineItemId: line.id,
    promotionId: line.promotionId,
    articleId: voucher.articleId,
    component: voucher.component,
    title: voucher.content.title,
    automatic: line.automatic,
    quantity: 1 as const,
    perPiecePrice: 0 - offs[index]!,
    discount: voucherDiscounts[index] ?? null,
  }));

  return {
    id: cart.id,
    customerId: cart.customerId,
    cartStatus: cart.status,
    mode: cart.mode,
    orderNumber: cart.orderNumber,
    lineItemCount: available.length,
    weight: available.reduce((sum, { item, product }) => sum + lineWeight(product, item.quantity), 0),
    freeOfChargeThreshold: settings.freeOfChargeThreshold,
    productLineItems: available.map(toLineItem),
    unavailableLineItems: lines.filter(({ product }) => !orderable(product)).map(toLineItem),
    voucherLineItems,
    discountCodes: discountRows.map(({ row, problem }) => ({
      code: row.code,
      description: row.description,
      invalidReason: problem,
    })),
    distributionAddress: cart.distributionAddress ?? null,
    billingAddress: cart.billingAddress ?? null,
    distributionWindow: slotRow
      ? { start: slotRow.startsAt.toISOString(), end: slotRow.endsAt.toISOString() }
      : null,
    timeSlot: slotRow
      ? toTimeSlot({
          id: slotRow.slotId,
          distributionType: slotRow.distributionType,
          appointableId: slotRow.appointableId,
          startsAt: slotRow.startsAt,
          endsAt: slotRow.endsAt,
          cutOffAt: slotRow.cutOffAt,
          fee: slotRow.fee,
          capacity: slotRow.capacity,
          booked: slotRow.booked,
        })
      : null,
    timeSlotReservedUntil:
      cart.slotHold === 'HELD' && cart.slotHeldUntil ? cart.slotHeldUntil.toISOString() : null,
    crateDepositDesired: cart.crateDepositDesired,
    payments: payments.map(({ id, methodKey, brandName, amountPlanned }) => ({
      id,
      methodKey: paymentMethodKeySchema.parse(methodKey),
      brandName,
      amountPlanned,
    })),
    priceInfo,
    deliveryPassLineItem: passLine && {
      lineItemId: passLine.id,
      offerId: passLine.offerId,
      months: passLine.months,
      price: passLine.price,
    },
    serviceFeeWaivedByDeliveryPass: passWaives && available.length > 0 && priceInfo.serviceFees > 0,
  };
}

function discountOf(row: DiscountCodeRow) {
  return row.kind === 'percent'
    ? ({ kind: 'percent', percent: row.value } as const)
    : ({ kind: 'amount', amount: row.value } as const);
}
