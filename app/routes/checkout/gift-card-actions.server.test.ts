import { describe, expect, it } from 'vitest';
import type { AppLoadContext } from '@remix-run/node';
import { ApiError } from '~/services/api-errors.server';
import { giftCardChoiceErrors, giftCardRefusalErrors } from './gift-card-actions.server';
import type { GiftCardCheck } from './gift-card-split';
import { giftCardCheckoutMessagesDe } from '../../../backend/src/seed/messages/gift-card-checkout-de.js';
import { giftCardCheckoutMessagesEn } from '../../../backend/src/seed/messages/gift-card-checkout-en.js';

// Issue 34 (decision 0078): the pay action pays only the split the page showed (the rest by any
// method, a saved card too), and names the API's gift-card refusals beside the gift card's fields.

const context = { t: (key: string) => key } as unknown as AppLoadContext;
const cardId = '33333333-3333-4333-8333-333333333333';
const split = (amount: number, rest: number): GiftCardCheck => ({
  status: 'split',
  split: { cardId, amount, rest },
});
const form = (value: Record<string, string>) => ({ termsAccepted: 'on' as const, ...value });

describe('paying the choice the page showed', () => {
  it('pays the split shown, with a method for the rest, or without one when the card pays it all', () => {
    const shown = `${cardId}:2000`;
    expect(
      giftCardChoiceErrors(
        context,
        form({ giftCardShown: shown, paymentMethodKey: 'credit-cards' }),
        split(2000, 2137),
      ),
    ).toBeNull();
    expect(
      giftCardChoiceErrors(context, form({ giftCardShown: `${cardId}:4137` }), split(4137, 0)),
    ).toBeNull();
    expect(
      giftCardChoiceErrors(context, form({ paymentMethodKey: 'paypal' }), { status: 'none' }),
    ).toBeNull();
  });

  it('shows the split again instead of paying one the page did not show', () => {
    const changed = { giftCardUse: ['giftCardCheckout.splitChanged'] };
    // Ticked or changed without "Betrag übernehmen" (JavaScript off), or a post of an older page.
    expect(giftCardChoiceErrors(context, form({ giftCardShown: 'none' }), split(2000, 2137))).toEqual(
      changed,
    );
    expect(giftCardChoiceErrors(context, form({}), split(2000, 2137))).toEqual(changed);
    expect(
      giftCardChoiceErrors(context, form({ giftCardShown: `${cardId}:1000` }), split(2000, 2137)),
    ).toEqual(changed);
    // Unticked after the split was shown.
    expect(
      giftCardChoiceErrors(context, form({ giftCardShown: `${cardId}:2000`, paymentMethodKey: 'paypal' }), {
        status: 'none',
      }),
    ).toEqual(changed);
  });

  it('asks for a method for the rest, and lets a saved card pay it or the new card be kept', () => {
    const shown = `${cardId}:2000`;
    expect(giftCardChoiceErrors(context, form({ giftCardShown: shown }), split(2000, 2137))).toEqual({
      paymentMethodKey: ['checkout.payment.choose'],
    });
    expect(
      giftCardChoiceErrors(
        context,
        form({ giftCardShown: shown, paymentMethodKey: `saved:${cardId}` }),
        split(2000, 2137),
      ),
    ).toBeNull();
    expect(
      giftCardChoiceErrors(
        context,
        form({ giftCardShown: shown, paymentMethodKey: 'credit-cards', savePaymentMethod: 'on' }),
        split(2000, 2137),
      ),
    ).toBeNull();
  });

  it('passes on the errors of the choice itself', () => {
    const invalid: GiftCardCheck = { status: 'invalid', fieldErrors: { giftCardAmount: ['too much'] } };
    expect(giftCardChoiceErrors(context, form({ giftCardShown: 'invalid' }), invalid)).toEqual({
      giftCardAmount: ['too much'],
    });
  });
});

describe('the API’s gift-card refusals', () => {
  it('names 260 and 261 at the amount, 264 and 1005 at the gift card, and leaves other codes alone', () => {
    const refusal = (status: number, code: string) =>
      giftCardRefusalErrors(context, new ApiError(status, code, code));
    expect(refusal(400, '260')).toEqual({ giftCardAmount: ['giftCardCheckout.error.260'] });
    expect(refusal(409, '261')).toEqual({ giftCardAmount: ['giftCardCheckout.error.261'] });
    expect(refusal(409, '264')).toEqual({ giftCardUse: ['giftCardCheckout.error.264'] });
    expect(refusal(409, '1005')).toEqual({ giftCardUse: ['giftCardCheckout.error.1005'] });
    expect(refusal(400, 'PAYMENT_METHOD_NOT_OFFERED')).toBeNull();
  });
});

describe('the gift card’s messages', () => {
  const keysOf = (tree: object, prefix = ''): string[] =>
    Object.entries(tree).flatMap(([key, value]) =>
      typeof value === 'object' && value !== null ? keysOf(value, `${prefix}${key}.`) : [`${prefix}${key}`],
    );

  it('are there in German and English for every code the action names', () => {
    expect(keysOf(giftCardCheckoutMessagesEn)).toEqual(keysOf(giftCardCheckoutMessagesDe));
    for (const code of ['260', '261', '264', '1005'])
      expect(keysOf(giftCardCheckoutMessagesDe)).toContain(`giftCardCheckout.error.${code}`);
  });
});
