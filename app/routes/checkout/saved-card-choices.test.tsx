import { describe, expect, it } from 'vitest';
import '../../../tests/storefront/console-guard';
import { germanPaths, renderInShop, textOf } from '../../../tests/storefront/catalogue-test-support';
import { priceInfo } from '../../../tests/storefront/cart-test-support';
import { payFormSchema } from './checkout-form-schemas.server';
import { PaymentForm, payChargeOf } from './payment-form';

// Decision 0075: saved cards first, the primary one chosen; "Diese Karte speichern" for a new one.

type Method = Parameters<typeof PaymentForm>[0]['methods'][number];
const methods: Method[] = [
  { methodKey: 'credit-cards', brands: ['VISA', 'MASTERCARD'], hosted: true },
  { methodKey: 'paypal', brands: ['PAYPAL'], hosted: true },
];
const card = (id: string, isPrimary: boolean) => ({
  id,
  methodKey: 'credit-cards' as const,
  paymentBrand: 'VISA',
  maskedCardNumber: '411111XXXXXX1111',
  cardExpiryMonth: 3,
  cardExpiryYear: 2029,
  isPrimary,
  expired: false,
});
const primaryId = '11111111-1111-4111-8111-111111111111';
const otherId = '22222222-2222-4222-8222-222222222222';
const charge = payChargeOf(priceInfo({ total: 4137, totalWithSurcharge: 4137 }));

describe('saved cards in the payment choice (decision 0075)', () => {
  it('lists the saved cards before the methods, the primary one checked, and offers to save a new card', async () => {
    const html = await renderInShop(
      <PaymentForm
        methods={methods}
        savedCards={[card(otherId, false), card(primaryId, true)]}
        charge={charge}
        termsHref="/agb"
      />,
      { paths: germanPaths },
    );
    const text = textOf(html);
    expect(text).toContain('Visa mit Endnummer 1111, gültig bis 03/2029 (Hauptkarte)');
    expect(html.indexOf(`value="saved:${otherId}"`)).toBeLessThan(html.indexOf('value="credit-cards"'));
    expect(html).toContain(`checked="" value="saved:${primaryId}"`);
    expect(html).not.toContain(`checked="" value="saved:${otherId}"`);
    expect(text).toContain('Diese Karte speichern');
    expect(text).toContain('als Hauptkarte festlegen');
  });

  it('offers nothing to save to a guest', async () => {
    const html = await renderInShop(<PaymentForm methods={methods} charge={charge} termsHref="/agb" />, {
      paths: germanPaths,
    });
    expect(html).not.toContain('name="savePaymentMethod"');
    expect(html).not.toContain('saved:');
  });

  it('takes a saved card’s choice and the two checkboxes, and refuses anything else', () => {
    const schema = payFormSchema(((key: string) => key) as never);
    expect(
      schema.safeParse({ paymentMethodKey: `saved:${primaryId}`, termsAccepted: 'on', setPrimary: 'on' })
        .success,
    ).toBe(true);
    expect(
      schema.safeParse({ paymentMethodKey: 'credit-cards', termsAccepted: 'on', savePaymentMethod: 'on' })
        .success,
    ).toBe(true);
    expect(schema.safeParse({ paymentMethodKey: 'saved:not-an-id', termsAccepted: 'on' }).success).toBe(
      false,
    );
  });
});
