import type { AppLoadContext } from '@remix-run/node';
import { cartErrorCodes, type Cart, type LineItem } from '../../../backend/src/schemas/cart.js';
import { ApiError } from '~/services/api-errors.server';
import { paymentRouteWhenBeingPaid } from './cart-being-paid.server';

type ItemToAdd = { sku: string; quantity: number; replace?: boolean; name: string };

export type AddItemOutcome =
  | { cart: Cart; result: string; line: LineItem | undefined; message: string }
  | { error: string; message: string };

/** §4: a 4xx of the API is an outcome told as unavailable; its outage is not. */
export async function addItemWithMessage(context: AppLoadContext, item: ItemToAdd): Promise<AddItemOutcome> {
  const { t } = context;
  try {
    const { sku, quantity, replace } = item;
    const { cart, result } = await context.cart.addItem(
      replace === undefined ? { sku, quantity } : { sku, quantity, replace },
    );
    const line = [...cart.productLineItems, ...cart.unavailableLineItems].find(
      (candidate) => candidate.product.sku === item.sku,
    );
    const message = t(`shoppingCart.result.${result}`, {
      name: line?.product.name ?? item.name,
      max: line?.product.maxQuantity ?? '',
    });
    return { cart, result, line, message };
  } catch (error) {
    if (!(error instanceof ApiError) || error.status >= 500) throw error;
    if (error.code === cartErrorCodes.cartNotOpen) throw paymentRouteWhenBeingPaid(context, error);
    if (error.code === cartErrorCodes.quantityNotInSteps) {
      const step = (error.details as { step?: unknown } | undefined)?.step;
      return {
        error: error.code,
        message: t('searchAndWeight.weight.notInSteps', { step: String(step ?? '') }),
      };
    }
    return { error: error.code, message: t('shoppingCart.result.unavailable', { name: item.name }) };
  }
}
