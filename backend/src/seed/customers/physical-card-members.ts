import { and, eq } from 'drizzle-orm';
import { hashPassword } from '../../auth/password-hashing.js';
import type { Transaction } from '../../db/database.js';
import { customerAddresses, loyaltyCards } from '../../db/schema/customer-data.js';
import { customers } from '../../db/schema/customers.js';
import { physicalCardOrders } from '../../db/schema/physical-card-orders.js';
import { demoMemberEmail, demoPassword } from './insert-customers.js';
import { ean13, loyaltyCardSeeds } from './loyalty-cards.js';

// Issue 35 (decision 0082): members without a physical card, to order one (README: Demo
// accounts), and the demo member's card, sent long ago. The two journey members let each
// Playwright project (JavaScript on and off) order a card of its own on the same seeded shop.

export const physicalCardMembers = [
  { email: 'lea.karte@example.at', firstName: 'Lea', cardNumber: ean13('290000000801') },
  { email: 'karte-js-on@example.at', firstName: 'Jonas', cardNumber: ean13('290000000802') },
  { email: 'karte-js-off@example.at', firstName: 'Johanna', cardNumber: ean13('290000000803') },
] as const;

export const demoMemberPhysicalCardSentAt = new Date('2024-02-01T09:00:00Z');

let passwordHash: Promise<string> | undefined;

export async function insertPhysicalCardMembers(tx: Transaction, tenantId: string): Promise<void> {
  passwordHash ??= hashPassword(demoPassword);
  const hash = await passwordHash;
  for (const [index, member] of physicalCardMembers.entries()) {
    const [customer] = await tx
      .insert(customers)
      .values({
        tenantId,
        email: member.email,
        passwordHash: hash,
        emailConfirmedAt: new Date('2024-01-15T09:00:00Z'),
        salutation: 'Female',
        firstName: member.firstName,
        lastName: 'Karte',
      })
      .returning({ id: customers.id });
    if (!customer) throw new Error(`physical-card member ${member.email} not inserted`);
    await tx.insert(loyaltyCards).values({
      tenantId,
      cardNumber: member.cardNumber,
      memberId: String(700_801 + index),
      customerId: customer.id,
      pools: [{ poolId: 'joe-points', tags: ['points'], value: 40 }],
    });
    await tx.insert(customerAddresses).values({
      tenantId,
      customerId: customer.id,
      category: 'delivery',
      primary: true,
      salutation: 'Female',
      firstName: member.firstName,
      lastName: 'Karte',
      streetName: 'Praterstraße',
      streetNumber: String(20 + index),
      postalCode: '1020',
      city: 'Wien',
      countryCode: 'AT',
    });
  }
  // The demo member holds the physical card of her card number.
  const [anna] = await tx
    .select({ id: customers.id })
    .from(customers)
    .where(and(eq(customers.tenantId, tenantId), eq(customers.email, demoMemberEmail)));
  if (!anna) throw new Error('the demo member is seeded before her physical card');
  await tx.insert(physicalCardOrders).values({
    tenantId,
    cardNumber: loyaltyCardSeeds[0]!.cardNumber,
    customerId: anna.id,
    status: 'SENT',
    address: {
      salutation: 'Female',
      firstName: 'Anna',
      lastName: 'Muster',
      streetName: 'Mariahilfer Straße',
      streetNumber: '12',
      door: '4',
      postalCode: '1070',
      city: 'Wien',
      countryCode: 'AT',
    },
    orderedAt: new Date('2024-01-20T09:00:00Z'),
    sentAt: demoMemberPhysicalCardSentAt,
  });
}
