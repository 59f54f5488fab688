// §3 priceInfo, computed on the server from the line items, in integer minor units. Prices are
// gross (Austrian shelf prices include VAT); the VAT inside them is reported per rate.

import { thresholdValueOf } from '../schemas/order-thresholds.js';

export type PricedLine = {
  quantity: number;
  /** Per piece, or per kg for a weight article. */
  regularPrice: number;
  loyaltyPrice: number | null;
  depositPrice: number | null;
  weightArticle: boolean;
  weightPieceArticle: boolean;
  averageWeightGrams: number | null;
  vatRate: 10 | 20;
};

export type PriceDiscount = { kind: 'percent'; percent: number } | { kind: 'amount'; amount: number };

export type PricingRules = {
  member: boolean;
  discounts: PriceDiscount[];
  serviceFee: number;
  /** §5: free service at or above this Einkaufswert (decision 0076); null means never free. */
  freeOfChargeThreshold: number | null;
  /** §4: a valid delivery pass (or one in the cart) waives the service fee; never pickup's (decision 0083). */
  deliveryPass: boolean;
  /** Decision 0083: a pass bought with the order is paid with it, outside the Einkaufswert. */
  deliveryPassLine?: { price: number; vatRate: number } | null;
  serviceFeeTaxRate: number;
  /** §9: weight articles are authorised with this surcharge, e.g. 10 (%). */
  overAuthorizationPercentage: number;
  coveredAmount: number;
};

export type PriceInfo = {
  totalArticlePrice: number;
  savings: number;
  discounts: number;
  totalSavings: number;
  orderValue: number;
  depositFees: number;
  serviceFees: number;
  serviceFeesAfterDiscount: number;
  serviceFeeTaxRate: number;
  totalVat: number;
  vatByRate: { rate: number; amount: number }[];
  total: number;
  overAuthorizationPercentage: number;
  overAuthorizationAmount: number;
  totalWithSurcharge: number;
  coveredAmount: number;
  uncoveredAmountWithoutOverAuthorization: number;
  uncoveredAmountWithOverAuthorization: number;
};

const round = (amount: number) => Math.round(amount + Number.EPSILON * amount);

// A weight-piece article's price is already the estimate for one piece (§3 price.regular).
export function linePrice(line: PricedLine, piecePrice: number): number {
  if (line.weightArticle) return round((piecePrice * line.quantity) / 1000);
  return piecePrice * line.quantity;
}

function paidPiecePrice(line: PricedLine, member: boolean): number {
  return member && line.loyaltyPrice !== null && line.loyaltyPrice < line.regularPrice
    ? line.loyaltyPrice
    : line.regularPrice;
}

// Applied in order, each on what is left, so the articles never go below zero.
export function discountAmounts(articlePrice: number, discounts: readonly PriceDiscount[]): number[] {
  let left = articlePrice;
  return discounts.map((discount) => {
    const off = Math.min(
      left,
      discount.kind === 'percent' ? round((left * discount.percent) / 100) : discount.amount,
    );
    left -= off;
    return off;
  });
}

const vatIn = (gross: number, rate: number) => round((gross * rate) / (100 + rate));

export function priceCart(lines: PricedLine[], rules: PricingRules): PriceInfo {
  const regularTotal = lines.reduce((sum, line) => sum + linePrice(line, line.regularPrice), 0);
  const paidByRate = new Map<number, number>();
  for (const line of lines) {
    const paid = linePrice(line, paidPiecePrice(line, rules.member));
    paidByRate.set(line.vatRate, (paidByRate.get(line.vatRate) ?? 0) + paid);
  }
  const totalArticlePrice = [...paidByRate.values()].reduce((sum, amount) => sum + amount, 0);
  const savings = regularTotal - totalArticlePrice;

  // Discounts are spread over the VAT rates pro rata.
  const discounts = discountAmounts(totalArticlePrice, rules.discounts).reduce((sum, off) => sum + off, 0);
  const orderValue = totalArticlePrice - discounts;

  const depositFees = lines.reduce(
    (sum, line) => sum + (line.depositPrice ?? 0) * (line.weightArticle ? 1 : line.quantity),
    0,
  );
  const serviceFees = lines.length === 0 ? 0 : rules.serviceFee;
  // Decision 0076: the threshold counts the Einkaufswert, so a voucher never costs the free service.
  const waived =
    rules.deliveryPass ||
    (rules.freeOfChargeThreshold !== null &&
      thresholdValueOf({ totalArticlePrice }) >= rules.freeOfChargeThreshold);
  const serviceFeesAfterDiscount = waived ? 0 : serviceFees;

  const vatByRate = [...paidByRate.entries()]
    .sort(([a], [b]) => a - b)
    .map(([rate, amount]) => {
      const share = totalArticlePrice === 0 ? 0 : (amount * orderValue) / totalArticlePrice;
      return { rate, amount: vatIn(round(share), rate) };
    });
  const addVat = (gross: number, rate: number) => {
    if (gross <= 0) return;
    const existing = vatByRate.find((entry) => entry.rate === rate);
    if (existing) existing.amount += vatIn(gross, rate);
    else vatByRate.push({ rate, amount: vatIn(gross, rate) });
  };
  addVat(serviceFeesAfterDiscount, rules.serviceFeeTaxRate);
  const passPrice = rules.deliveryPassLine?.price ?? 0;
  if (rules.deliveryPassLine) addVat(passPrice, rules.deliveryPassLine.vatRate);
  const totalVat = vatByRate.reduce((sum, entry) => sum + entry.amount, 0);

  const goodsTotal = orderValue + depositFees + serviceFeesAfterDiscount;
  const total = goodsTotal + passPrice;
  // §9: weight articles may weigh more than ordered, so the payment is authorised with a surcharge
  // (on the goods only: a pass weighs nothing).
  const hasWeight = lines.some((line) => line.weightArticle || line.weightPieceArticle);
  const percentage = hasWeight ? rules.overAuthorizationPercentage : 0;
  const totalWithSurcharge = round((goodsTotal * (100 + percentage)) / 100) + passPrice;
  const coveredAmount = Math.min(rules.coveredAmount, totalWithSurcharge);

  return {
    totalArticlePrice,
    savings,
    discounts,
    totalSavings: savings + discounts + (serviceFees - serviceFeesAfterDiscount),
    orderValue,
    depositFees,
    serviceFees,
    serviceFeesAfterDiscount,
    serviceFeeTaxRate: rules.serviceFeeTaxRate,
    totalVat,
    vatByRate,
    total,
    overAuthorizationPercentage: percentage,
    overAuthorizationAmount: totalWithSurcharge - total,
    totalWithSurcharge,
    coveredAmount,
    uncoveredAmountWithoutOverAuthorization: Math.max(0, total - coveredAmount),
    uncoveredAmountWithOverAuthorization: Math.max(0, totalWithSurcharge - coveredAmount),
  };
}
