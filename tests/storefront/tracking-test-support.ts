import type { OrderTracking } from '../../backend/src/schemas/orders.js';

/** An order as the tracking API answers it (factory for the tracking block's tests). */
export const trackedOrder = (overrides: Partial<OrderTracking> = {}): OrderTracking => ({
  orderNumber: '100000101',
  status: 'ORDERED',
  orderedAt: '2026-11-22T09:15:00.000Z',
  destination: { serviceType: 'DELIVERY', postalCode: '1070', city: 'Wien' },
  distributionWindow: { start: '2026-11-25T09:00:00.000Z', end: '2026-11-25T11:00:00.000Z' },
  lineItemCount: 5,
  total: 4_321,
  state: 'placed',
  finalBill: null,
  cancellableUntil: null,
  cancellation: null,
  payment: { authorizedAmount: 4_321, captured: true, giftCardAmount: null },
  ...overrides,
});
