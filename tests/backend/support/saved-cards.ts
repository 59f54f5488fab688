import { expect } from 'vitest';
import { addPaymentMethodAnswerSchema } from '../../../backend/src/schemas/payment-methods.js';
import { hostedCheckoutAnswerSchema } from '../../../backend/src/schemas/checkout.js';
import { submitPage } from '../../payments/hosted-page-client.js';
import type { accountClient } from './account-client.js';

type Shopper = ReturnType<typeof accountClient>;

/**
 * Opens the provider's page to add a card without buying anything and enters `cardNumber`
 * there; answers the page's hosted checkout, whose card the next call with it keeps.
 */
export async function enterCardToAdd(
  shopper: Shopper,
  sandboxUrl: string,
  cardNumber: string,
  setPrimary = false,
) {
  const opened = await shopper.call('POST', '/api/customers/payment-methods', {
    body: { methodKey: 'credit-cards', setPrimary },
  });
  expect(opened.statusCode, opened.body).toBe(200);
  const { redirectUrl, hostedCheckoutId } = hostedCheckoutAnswerSchema.parse(opened.json());
  const page = redirectUrl.replace(/^https?:\/\/[^/]+/, sandboxUrl);
  let answer = await submitPage(page, { action: 'card', cardNumber });
  // A card whose issuer asks for 3-D Secure is confirmed there.
  if (answer.location?.endsWith('/challenge'))
    answer = await submitPage(`${page}/challenge`, { action: 'confirm' });
  const back = new URL(answer.location ?? '');
  expect(back.pathname).toBe('/profil/zahlungsarten');
  expect(back.searchParams.get('saveMethod')).toBe('true');
  expect(back.searchParams.get('hostedCheckoutId')).toBe(hostedCheckoutId);
  return hostedCheckoutId;
}

/** A card saved to the shopper's profile; answers its id. */
export async function savedCard(shopper: Shopper, sandboxUrl: string, cardNumber: string) {
  const checkoutId = await enterCardToAdd(shopper, sandboxUrl, cardNumber);
  const saved = addPaymentMethodAnswerSchema.parse(
    (
      await shopper.call('POST', '/api/customers/payment-methods', {
        body: { methodKey: 'credit-cards', checkoutId },
      })
    ).json(),
  );
  if (saved.next !== 'saved') throw new Error('the card was not saved');
  return saved.method.id;
}
