import { orderLimitCodes, type Cart, type OrderLimitCode } from '../schemas/cart.js';
import type { OrderConfig } from '../schemas/distribution.js';
import { thresholdValueOf } from '../schemas/order-thresholds.js';

// §5 cart rules; a missing limit is no limit. The value judged is the Einkaufswert of decision
// 0076: the articles before vouchers and discount codes, without deposits and the service fee.

export function orderLimitProblems(
  cart: Pick<Cart, 'mode' | 'weight' | 'priceInfo' | 'distributionAddress'>,
  config: OrderConfig,
): OrderLimitCode[] {
  const serviceType = cart.distributionAddress?.distributionType;
  if (serviceType !== 'DELIVERY' && serviceType !== 'CLICK_AND_COLLECT') return [];
  const delivery = serviceType === 'DELIVERY';
  const minimum = delivery ? config.minOrderValueDelivery : config.minOrderValueCC;
  const maximum = delivery ? config.maxOrderValueDelivery : config.maxOrderValueCC;
  const maxWeight = delivery ? config.maxOrderWeightDelivery : config.maxOrderWeightCC;
  const orderValue = thresholdValueOf(cart.priceInfo);
  const problems: OrderLimitCode[] = [];
  // §4: an add-on order joins an order that met the minimum already.
  if (cart.mode !== 'ADDON' && minimum !== null && orderValue < minimum)
    problems.push(orderLimitCodes.orderValueBelowMinimum);
  if (maximum !== null && orderValue > maximum) problems.push(orderLimitCodes.orderValueAboveMaximum);
  if (maxWeight !== null && cart.weight > maxWeight) problems.push(orderLimitCodes.orderWeightAboveMaximum);
  return problems;
}
