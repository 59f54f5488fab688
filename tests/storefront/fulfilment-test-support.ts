import type {
  FinalBill,
  StaffOrder,
  StaffPickLine as PickLine,
} from '../../backend/src/schemas/fulfilment.js';
import type { CustomerOrderSummary } from '../../backend/src/schemas/orders.js';

// Issue 36: factories of the fulfilment contract for the staff screens' and the final bill's tests.

export function weightLine(overrides: Partial<PickLine> = {}): PickLine {
  return {
    lineId: 'line-cheese',
    productId: '1000123',
    name: 'Bergkäse am Stück',
    shelf: 'Käsetheke',
    quantity: 500,
    isWeightArticle: true,
    orderedGrams: 500,
    minGrams: 450,
    maxGrams: 550,
    unitPrice: 1190,
    pricePerKg: 2380,
    substitutionAllowed: false,
    outcome: null,
    ...overrides,
  };
}

export function pieceLine(overrides: Partial<PickLine> = {}): PickLine {
  return {
    lineId: 'line-milk',
    productId: '2000456',
    name: 'Vollmilch 1 l',
    shelf: 'Kühlregal 3',
    quantity: 3,
    isWeightArticle: false,
    unitPrice: 149,
    substitutionAllowed: true,
    outcome: null,
    ...overrides,
  };
}

export function finalBill(overrides: Partial<FinalBill> = {}): FinalBill {
  return {
    lines: [
      {
        lineId: 'line-cheese',
        name: 'Bergkäse am Stück',
        outcome: 'picked',
        orderedQuantity: 500,
        orderedGrams: 500,
        pickedGrams: 480,
        amount: 1142,
      },
      {
        lineId: 'line-milk',
        name: 'Vollmilch 1 l',
        outcome: 'substituted',
        orderedQuantity: 3,
        pickedQuantity: 3,
        substitute: { productId: '2000789', name: 'Bio-Vollmilch 1 l', price: 169 },
        amount: 447,
      },
      { lineId: 'line-bread', name: 'Bauernbrot', outcome: 'missing', orderedQuantity: 1, amount: 0 },
    ],
    goods: 1589,
    fees: 490,
    deposits: 0,
    discounts: 0,
    total: 2079,
    authorized: 2300,
    giftCardAmount: 0,
    captured: 2079,
    released: 221,
    refunds: [],
    paidOutside: null,
    ...overrides,
  };
}

export function staffOrder(overrides: Partial<StaffOrder> = {}): StaffOrder {
  return {
    orderNumber: '100000777',
    state: 'picking',
    slot: {
      slotId: 'slot-1',
      appointableId: '103',
      startsAt: '2026-12-07T09:00:00+01:00',
      endsAt: '2026-12-07T11:00:00+01:00',
    },
    serviceType: 'DELIVERY',
    lines: [weightLine(), pieceLine()],
    bill: null,
    authorizedAmount: 2300,
    ...overrides,
  };
}

/** What an action ends with: its answer, or the response it throws (a redirect, a 403). */
export async function settled(promise: Promise<unknown>): Promise<unknown> {
  try {
    return await promise;
  } catch (thrown) {
    return thrown;
  }
}

/** A customer's order as the profile's list has it: placed, three lines, € 23,00. */
export function orderSummary(overrides: Partial<CustomerOrderSummary> = {}): CustomerOrderSummary {
  return {
    orderNumber: '100000777',
    status: 'ORDERED',
    orderedAt: '2026-12-05T09:00:00Z',
    serviceType: 'DELIVERY',
    distributionWindow: null,
    lineItemCount: 3,
    total: 2300,
    addOnUntil: null,
    state: 'placed',
    finalBill: null,
    ...overrides,
  };
}
