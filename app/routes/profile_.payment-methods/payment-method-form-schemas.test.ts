import { parseWithZod } from '@conform-to/zod';
import type { TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import {
  addCardSchema,
  cardPageReturnOf,
  createCardIdSchema,
  deletionToConfirm,
} from './payment-method-form-schemas';

const t = ((key: string) => key) as unknown as TFunction;
const form = (entries: Record<string, string>) => {
  const formData = new FormData();
  for (const [name, value] of Object.entries(entries)) formData.set(name, value);
  return formData;
};
const cardId = '3f2b8c1e-5d4a-4c6b-9e7f-1a2b3c4d5e6f';

describe('the payment-methods section’s forms', () => {
  it('reads "als Hauptkarte festlegen" as ticked only when the checkbox was sent', () => {
    const ticked = parseWithZod(form({ setPrimary: 'on' }), { schema: addCardSchema });
    const unticked = parseWithZod(form({}), { schema: addCardSchema });
    expect(ticked.status === 'success' && ticked.value).toEqual({ setPrimary: true });
    expect(unticked.status === 'success' && unticked.value).toEqual({ setPrimary: false });
    expect(parseWithZod(form({ setPrimary: 'yes' }), { schema: addCardSchema }).status).toBe('error');
  });

  it('takes a card id and answers anything else as a card that does not exist', () => {
    const schema = createCardIdSchema(t);
    expect(parseWithZod(form({ paymentMethodId: cardId }), { schema }).status).toBe('success');
    const sentForms: Record<string, string>[] = [
      {},
      { paymentMethodId: '' },
      { paymentMethodId: '../set-primary' },
    ];
    for (const sent of sentForms) {
      const result = parseWithZod(form(sent), { schema }).reply();
      expect(result.error?.paymentMethodId, JSON.stringify(sent)).toEqual([
        'paymentMethods.error.PAYMENT_METHOD_NOT_FOUND',
      ]);
    }
  });

  it('asks for a deletion’s confirmation only for an id', () => {
    expect(deletionToConfirm(new URLSearchParams({ confirmDelete: cardId }))).toBe(cardId);
    expect(deletionToConfirm(new URLSearchParams({ confirmDelete: '1 or 1=1' }))).toBeUndefined();
    expect(deletionToConfirm(new URLSearchParams())).toBeUndefined();
  });
});

describe('the card page’s return (§2 payment-return parameters)', () => {
  it('keeps the card by the hostedCheckoutId the page came back with', () => {
    const query = new URLSearchParams({
      saveMethod: 'true',
      setPrimary: 'false',
      methodKey: 'credit-cards',
      hostedCheckoutId: 'hc-0001',
      RETURNMAC: 'mac',
    });
    expect(cardPageReturnOf(query)).toEqual({ checkoutId: 'hc-0001' });
  });

  it('is an ordinary visit without hostedCheckoutId, and refused when it is not a card page’s return', () => {
    expect(cardPageReturnOf(new URLSearchParams({ confirmDelete: cardId }))).toBeUndefined();
    const queries: Record<string, string>[] = [
      { hostedCheckoutId: 'hc-0001' },
      { hostedCheckoutId: 'hc-0001', saveMethod: 'false' },
      { hostedCheckoutId: '', saveMethod: 'true' },
      { hostedCheckoutId: 'x'.repeat(101), saveMethod: 'true' },
      { hostedCheckoutId: 'hc-0001', saveMethod: 'true', methodKey: 'paypal' },
    ];
    for (const query of queries)
      expect(cardPageReturnOf(new URLSearchParams(query)), JSON.stringify(query)).toBeNull();
  });
});
