import { expect } from 'vitest';
import { demoPassword } from '../../../backend/src/seed/customers/insert-customers.js';
import { timeSlotListSchema } from '../../../backend/src/schemas/distribution.js';
import { accountClient } from './account-client.js';
import { tenantRequests, type TestApp } from './test-app.js';

// Decision 0088: orders picked within days (not by the long-ahead rule) and the staff who pick them.

/** Books the shopper's cart into the first slot of area 103 starting within five days whose cut-off is an hour ahead. */
export async function bookNearSlot(current: () => TestApp, shopper: ReturnType<typeof accountClient>) {
  const { timeSlots } = timeSlotListSchema.parse(
    await tenantRequests(current).json('/api/capacity/windows?distributionType=DELIVERY&appointableId=103'),
  );
  const near = timeSlots.find(
    (slot) =>
      new Date(slot.cutOff).getTime() > Date.now() + 60 * 60_000 &&
      new Date(slot.start).getTime() < Date.now() + 5 * 24 * 60 * 60_000,
  )!;
  const booked = await shopper.call('POST', '/api/carts/distribution-time-slot', { body: { id: near.id } });
  expect(booked.statusCode, booked.body).toBe(200);
  return near;
}

/** A staff member's browser, logged in. */
export async function staffClient(current: () => TestApp, email: string) {
  const client = accountClient(current);
  const login = await client.call('POST', '/api/staff/session', { body: { email, password: demoPassword } });
  expect(login.statusCode, login.body).toBe(200);
  return client;
}
