import { describe, expect, it } from 'vitest';
import type { SubmissionResult } from '@conform-to/react';
import '../../../tests/storefront/console-guard';
import { germanPaths, renderInShop, textOf } from '../../../tests/storefront/catalogue-test-support';
import { priceInfo } from '../../../tests/storefront/cart-test-support';
import { PaymentForm, payChargeOf } from './payment-form';

// Issue 34: the wallet's gift cards in the payment choice, the split beside the pay button.

type Method = Parameters<typeof PaymentForm>[0]['methods'][number];
const methods: Method[] = [
  { methodKey: 'credit-cards', brands: ['VISA'], hosted: true },
  { methodKey: 'paypal', brands: ['PAYPAL'], hosted: true },
];
const cardId = '33333333-3333-4333-8333-333333333333';
const otherId = '44444444-4444-4444-8444-444444444444';
const wallet = { balance: 8000, giftCards: [{ id: cardId, codeEnding: '8CBQ', balance: 8000 }] };
const charge = payChargeOf(priceInfo({ total: 4137, totalWithSurcharge: 4137 }));
const posted = (initialValue: Record<string, string>, error?: Record<string, string[]>) =>
  ({ status: error ? 'error' : 'success', initialValue, error }) as SubmissionResult<string[]>;

const render = (lastResult?: SubmissionResult<string[]>, shown = wallet) =>
  renderInShop(
    <PaymentForm methods={methods} wallet={shown} charge={charge} termsHref="/agb" lastResult={lastResult} />,
    { paths: germanPaths },
  );

describe('the gift card in the payment choice', () => {
  it('shows the balance and offers the card with the most it can pay, not chosen yet', async () => {
    const html = await render();
    const text = textOf(html);
    expect(text).toContain('Guthaben deiner Geschenkkarten: € 80,00');
    expect(text).toContain('Mit Geschenkkarte zahlen');
    expect(text).toContain('Geschenkkarte …8CBQ, Guthaben € 80,00');
    expect(html).toMatch(/<input type="checkbox" id="gift-card-use" name="giftCardUse"\/>/);
    expect(html).toContain('value="41,37"');
    expect(html).toContain('name="giftCardShown" value="none"');
    expect(html).not.toContain('data-gift-card-split');
    expect(text).toContain('Zahlungspflichtig bestellen: € 41,37');
  });

  it('names the split beside the pay button, and the pay button the rest only', async () => {
    const html = await render(
      posted({
        giftCardUse: 'on',
        giftCardId: cardId,
        giftCardAmount: '20,00',
        paymentMethodKey: 'credit-cards',
      }),
    );
    const text = textOf(html);
    expect(text).toContain('Geschenkkarte −€ 20,00');
    expect(text).toContain('Rest per Kreditkarte € 21,37');
    expect(text).toContain('Zahlungspflichtig bestellen: € 21,37');
    expect(html).toContain(`name="giftCardShown" value="${cardId}:2000"`);
    expect(html).toContain('value="20,00"');
  });

  it('needs no other method when the card pays it all', async () => {
    const text = textOf(
      await render(posted({ giftCardUse: 'on', giftCardId: cardId, giftCardAmount: '41,37' })),
    );
    expect(text).toContain('Geschenkkarte −€ 41,37');
    expect(text).not.toContain('Rest per');
    expect(text).toContain('Deine Geschenkkarte zahlt die ganze Bestellung');
    expect(text).toContain('Zahlungspflichtig bestellen: € 41,37 mit deiner Geschenkkarte');
  });

  it('lets the shopper pick one of several cards, and ties errors to their fields', async () => {
    const several = {
      balance: 10_500,
      giftCards: [...wallet.giftCards, { id: otherId, codeEnding: 'G2WD', balance: 2500 }],
    };
    const html = await render(
      posted(
        { giftCardUse: 'on', giftCardId: otherId, giftCardAmount: '30' },
        { giftCardAmount: ['Auf dieser Geschenkkarte sind nur € 25,00.'] },
      ),
      several,
    );
    expect(textOf(html)).toContain('Welche Geschenkkarte?');
    expect(html).toContain(`checked="" value="${otherId}"`);
    expect(html).toMatch(
      /id="gift-card-amount"[^>]*aria-invalid="true"[^>]*aria-describedby="gift-card-amount-hint gift-card-amount-error"/,
    );
    expect(html).toContain(
      '<ul id="gift-card-amount-error" class="form-errors"><li>Auf dieser Geschenkkarte sind nur € 25,00.</li>',
    );
    // An amount the card does not hold splits nothing: the pay button names the whole total.
    expect(html).toContain('name="giftCardShown" value="invalid"');
    expect(textOf(html)).toContain('Zahlungspflichtig bestellen: € 41,37');
  });

  it('offers no gift card to a guest or a wallet without a card that can pay', async () => {
    const html = await renderInShop(<PaymentForm methods={methods} charge={charge} termsHref="/agb" />, {
      paths: germanPaths,
    });
    expect(html).not.toContain('giftCardUse');
    expect(html).toContain('name="giftCardShown" value="none"');
    expect(await render(undefined, { balance: 0, giftCards: [] })).not.toContain('giftCardUse');
  });
});
