import { describe, expect, it } from 'vitest';
import '../../../tests/storefront/console-guard';
import { germanPaths, renderInShop, textOf } from '../../../tests/storefront/catalogue-test-support';
import { priceInfo } from '../../../tests/storefront/cart-test-support';
import { PaymentForm, payChargeOf } from './payment-form';

// Issue 38 point 16: "PayPal / PAYPAL" and "Apple Pay / APPLEPAY" become the name once, by a mark.

type Method = Parameters<typeof PaymentForm>[0]['methods'][number];
const methods: Method[] = [
  { methodKey: 'credit-cards', brands: ['VISA', 'MASTERCARD', 'AMEX', 'DINERS'], hosted: true },
  { methodKey: 'paypal', brands: ['PAYPAL'], hosted: true },
  { methodKey: 'apple-pay', brands: ['APPLEPAY'], hosted: true },
];

describe('the payment choices (issue 38 point 16)', () => {
  it('names each wallet once, by an SVG mark with its name as alt text, and the card brands by theirs', async () => {
    const charge = payChargeOf(priceInfo({ total: 4137, totalWithSurcharge: 4137 }));
    const html = await renderInShop(<PaymentForm methods={methods} charge={charge} termsHref="/agb" />, {
      paths: germanPaths,
    });
    const text = textOf(html);
    expect(html).not.toMatch(/PAYPAL<|APPLEPAY<|>PAYPAL|>APPLEPAY/);
    expect(text.match(/PayPal/g)).toHaveLength(2); // the mark's title and its drawn name: one mark
    for (const name of ['PayPal', 'Apple Pay', 'Visa', 'Mastercard', 'American Express', 'Diners Club'])
      expect(html).toContain(`<svg role="img" aria-label="${name}"`);
    const paypalLabel = html.match(/<label for="payment-method-paypal">(.*?)<\/label>/)?.[1] ?? '';
    expect(paypalLabel).toContain('aria-label="PayPal"');
    expect(paypalLabel.replace(/<[^>]+>/g, '|')).not.toMatch(/PayPal\|+\s*PayPal\|+.*PayPal/);
    expect(html).toContain('<label for="payment-method-credit-cards">Kreditkarte</label>');
  });
});
