import { describe, expect, it } from 'vitest';
import '../../../tests/storefront/console-guard';
import type { CustomerOrderSummary } from '../../../backend/src/schemas/orders.js';
import { renderInShop, textOf } from '../../../tests/storefront/catalogue-test-support';
import { finalBill, orderSummary } from '../../../tests/storefront/fulfilment-test-support';
import { OrderList } from './order-list';

// Issue 36: the profile's orders say where each order is and, once picked, what it cost.

const summary = orderSummary;

const render = (orders: CustomerOrderSummary[]) =>
  renderInShop(
    <OrderList
      list={{ orders, page: 1, pageSize: 10, total: orders.length }}
      listPath="/profil/bestellungen"
    />,
  );

describe('the profile’s order list', () => {
  it('says each order’s state and the final amount of a picked one', async () => {
    const text = textOf(
      await render([
        summary({ orderNumber: '1', state: 'picking' }),
        summary({ orderNumber: '2', state: 'picked', finalBill: finalBill() }),
        summary({
          orderNumber: '3',
          state: 'handed_over',
          serviceType: 'CLICK_AND_COLLECT',
          finalBill: finalBill(),
        }),
        summary({ orderNumber: '4', state: 'cancelled', status: 'CANCELLED' }),
      ]),
    );
    expect(text).toContain('Wird gerade gepackt');
    expect(text).toMatch(/Gepackt, die Endabrechnung steht fest .*3 Artikel · € 20,79/);
    expect(text).toContain('Abgeholt');
    expect(text).toContain('Storniert');
  });
});
