import type { FastifyBaseLogger } from 'fastify';
import {
  findPaymentMethodRequest,
  markPaymentMethodRequestStored,
  storePaymentMethod,
} from '../customers/payment-method-repository.js';
import type { Transaction } from '../db/database.js';
import type { PaymentProvider } from '../payments/payment-provider.js';
import { attemptStateOf } from './token-payment.js';

// Decision 0075: "Diese Karte speichern" at checkout, and adding a card in the profile, keep the
// card once its payment is authorized, whoever sees that first: the return, the webhook or the
// status check. Two of them at once store one method (unique customer and token).

export type SavedMethodDependencies = {
  transaction: <T>(work: (tx: Transaction) => Promise<T>) => Promise<T>;
  provider: PaymentProvider;
  log: FastifyBaseLogger;
};

/**
 * Stores the card of an authorized payment when its customer asked for it. Answers the method's
 * id, or null when nobody asked or the payment has no card token. `tokenId` saves asking the
 * provider again when the caller has the payment at hand.
 */
export async function storeRequestedMethod(
  deps: SavedMethodDependencies,
  attemptKey: string,
  tokenId?: string | null,
): Promise<string | null> {
  // Issue 39: a payment at hand without a token has no card to keep, whoever asked for one.
  if (tokenId === null) return null;
  const request = await deps.transaction((tx) => findPaymentMethodRequest(tx, attemptKey));
  if (!request || (request.purpose === 'ORDER' && request.storedAt)) return null;
  let token: string | null | undefined = tokenId;
  if (token === undefined) {
    const state = await attemptStateOf(deps.provider, attemptKey);
    token = state.payment?.isAuthorized ? state.payment.token : null;
  }
  if (!token) return null;
  const card = await deps.provider.getToken(token);
  const owner = { tenantId: request.tenantId, customerId: request.customerId };
  return deps.transaction(async (tx) => {
    const id = await storePaymentMethod(tx, owner, card, request.setPrimary);
    await markPaymentMethodRequestStored(tx, attemptKey);
    return id;
  });
}

/** As storeRequestedMethod, for a placed order: a card that cannot be kept never fails the order. */
export async function storeRequestedMethodOfOrder(
  deps: SavedMethodDependencies,
  attemptKey: string,
  tokenId?: string | null,
) {
  try {
    await storeRequestedMethod(deps, attemptKey, tokenId);
  } catch (error) {
    deps.log.error({ attemptKey, err: error }, 'the card of a placed order could not be saved');
  }
}
