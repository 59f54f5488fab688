import { describe, expect, it } from 'vitest';
import { newsletterGuestEmailTexts } from '../../backend/src/customers/newsletter-guest-emails.js';
import { accountEmailTexts } from '../../backend/src/email/account-email-texts.js';
import { orderConfirmationEmail } from '../../backend/src/email/order-confirmation-email.js';
import { de } from '../../backend/src/seed/messages/de.js';
import { hostedPageLanguage } from '../../payment-sandbox/hosted-page-texts.js';
import { cart, lineItem, priceInfo } from '../storefront/cart-test-support.js';
import { productSummary } from '../storefront/catalogue-test-support.js';

// Issue 38: the German shop says "du" everywhere a shopper reads it: pages, e-mails, the payment page.
const formalAddress = /\b(Sie|Ihnen|Ihr|Ihre|Ihrem|Ihren|Ihrer|Ihres)\b/;

function textsOf(tree: unknown, path = ''): [string, string][] {
  if (typeof tree === 'string') return [[path, tree]];
  if (tree === null || typeof tree !== 'object') return [];
  return Object.entries(tree).flatMap(([key, value]) => textsOf(value, path ? `${path}.${key}` : key));
}

const formal = (texts: [string, string][]) => texts.filter(([, text]) => formalAddress.test(text));

describe("the German shop's voice", () => {
  it('finds formal address where it is (the check itself)', () => {
    expect(
      formal(textsOf({ a: 'Bitte wählen Sie', b: 'Deine Bestellung', c: { d: 'in Ihrem Konto' } })),
    ).toEqual([
      ['a', 'Bitte wählen Sie'],
      ['c.d', 'in Ihrem Konto'],
    ]);
  });

  it('says du in every message of the bundle', () => {
    const texts = textsOf(de);
    expect(texts.length).toBeGreaterThan(500);
    expect(formal(texts)).toEqual([]);
  });

  it('says du in the account and newsletter e-mails', () => {
    expect(formal(textsOf(accountEmailTexts.de))).toEqual([]);
    expect(formal(textsOf(newsletterGuestEmailTexts.de))).toEqual([]);
  });

  it('says du in the order confirmation, to a customer and to a guest, with a reservation', () => {
    for (const customerId of ['customer-1', null]) {
      const email = orderConfirmationEmail({
        language: 'de',
        locale: 'de-AT',
        currency: 'EUR',
        orderNumber: '312345690',
        cart: cart({
          customerId,
          productLineItems: [lineItem({ quantity: 500, product: productSummary({ weightArticle: true }) })],
          priceInfo: priceInfo({ total: 1000 }),
        }),
        store: null,
        authorizedAmount: 1100,
        orderLink: 'http://localhost:3000/bestellung/312345690',
      });
      expect(
        formal([
          ['subject', email.subject],
          ...email.text.split('\n').map((line): [string, string] => ['text', line]),
        ]),
      ).toEqual([]);
    }
  });

  it("says du on the payment sandbox's page", () => {
    expect(formal(textsOf(hostedPageLanguage('de_AT').texts))).toEqual([]);
  });
});
