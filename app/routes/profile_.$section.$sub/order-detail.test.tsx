import { describe, expect, it } from 'vitest';
import '../../../tests/storefront/console-guard';
import { customerOrderSchema, type CustomerOrder } from '../../../backend/src/schemas/orders.js';
import { renderInShop, textOf } from '../../../tests/storefront/catalogue-test-support';
import { finalBill, orderSummary } from '../../../tests/storefront/fulfilment-test-support';
import { OrderDetail } from './order-detail';

// Decision 0088: once an order is picked, its page says what was charged, not the estimate; once
// it is handed over, there is nothing left to cancel.

const price = (total: number) => ({
  totalArticlePrice: total - 490,
  savings: 0,
  discounts: 0,
  totalSavings: 0,
  orderValue: total - 490,
  depositFees: 0,
  serviceFees: 490,
  serviceFeesAfterDiscount: 490,
  serviceFeeTaxRate: 20,
  totalVat: 200,
  vatByRate: [{ rate: 10, amount: 200 }],
  total,
  overAuthorizationPercentage: 10,
  overAuthorizationAmount: 221,
  totalWithSurcharge: total + 221,
  coveredAmount: 0,
  uncoveredAmountWithoutOverAuthorization: total,
  uncoveredAmountWithOverAuthorization: total + 221,
});

const order = (overrides: Partial<CustomerOrder>): CustomerOrder =>
  customerOrderSchema.parse({
    ...orderSummary(),
    lineItems: [],
    voucherLineItems: [],
    discountCodes: [],
    priceInfo: price(2300),
    distributionAddress: { distributionType: 'DELIVERY', lastName: 'Muster', streetName: 'Favoritenstraße' },
    billingAddress: null,
    store: null,
    payment: {
      methodKey: 'credit-cards',
      brandName: 'VISA',
      authorizedAmount: 2521,
      currency: 'EUR',
      captured: false,
    },
    ...overrides,
  });

const render = (shown: CustomerOrder) =>
  renderInShop(<OrderDetail order={shown} listPath="/profil/bestellungen" addOnOpen={false} />);

describe('an order’s page in the profile', () => {
  it('says the estimate is reserved before picking, and what was charged after it', async () => {
    const placed = textOf(await render(order({})));
    expect(placed).toMatch(/Reserviert, abgebucht wird nach dem Packen.* · € 23,00/);

    const delivered = textOf(
      await render(
        order({
          state: 'handed_over',
          finalBill: finalBill(),
          payment: { ...order({}).payment, captured: true },
        }),
      ),
    );
    expect(delivered).toMatch(/Bezahlt · € 20,79/);
    expect(delivered).not.toContain('€ 23,00 ·');
    expect(delivered).not.toContain('Bestellung stornieren');
  });
});
