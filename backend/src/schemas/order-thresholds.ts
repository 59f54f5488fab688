// Decision 0076: every threshold of an order (free service, minimum and maximum order value)
// counts the same value, the "Einkaufswert" the shop's pages name: what the articles cost at the
// prices the shopper pays (member prices included), before vouchers and discount codes, without
// deposits and the service fee. So a voucher, and above all one the shop itself gave, never
// makes a basket worse than it is without the voucher.

/** The Einkaufswert every order threshold is judged by (decision 0076). */
export function thresholdValueOf(priceInfo: { totalArticlePrice: number }): number {
  return priceInfo.totalArticlePrice;
}
