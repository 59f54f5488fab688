import { and, eq } from 'drizzle-orm';
import type { Transaction } from '../../db/database.js';
import { customers } from '../../db/schema/customers.js';
import { savedPaymentMethods } from '../../db/schema/payment-methods.js';
import { demoCustomerEmail } from './insert-customers.js';

// Issue 34 (decision 0075): the demo customer keeps an expired Visa card, so the profile's payment
// warning and an expired card can be seen (README: Demo accounts). Its token was never the
// sandbox's: deleting the card finds no token there, which the API takes as already deleted.
export const demoExpiredCard = {
  providerTokenId: 'demo-expired-visa',
  brandName: 'VISA',
  maskedNumber: '411111XXXXXX1111',
  expiryMonth: 12,
  expiryYear: 2023,
} as const;

export async function insertDemoSavedCards(tx: Transaction, tenantId: string) {
  const [customer] = await tx
    .select({ id: customers.id })
    .from(customers)
    .where(and(eq(customers.tenantId, tenantId), eq(customers.email, demoCustomerEmail)));
  if (!customer) throw new Error('the demo customer is seeded before its saved card');
  await tx
    .insert(savedPaymentMethods)
    .values({ tenantId, customerId: customer.id, methodKey: 'credit-cards', ...demoExpiredCard });
}
