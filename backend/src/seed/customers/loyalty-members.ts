import { hashPassword } from '../../auth/password-hashing.js';
import type { Transaction } from '../../db/database.js';
import { loyaltyCards } from '../../db/schema/customer-data.js';
import { customers } from '../../db/schema/customers.js';
import { loyaltyCardWithdrawals, loyaltyMemberStates } from '../../db/schema/loyalty.js';
import { demoPassword } from './insert-customers.js';
import { ean13 } from './loyalty-cards.js';

// Issue 35 (decision 0081): one demo member per §4 loyalty status (README: Demo accounts). The
// demo member Anna Muster is authenticated with the joe programme (insert-customers.ts).

export const loyaltyDemoMembers = {
  /** A linked card, not authenticated with joe: card, barcode and points in the profile. */
  referenced: {
    email: 'lena.huber@example.at',
    firstName: 'Lena',
    lastName: 'Huber',
    cardNumber: ean13('290000000811'),
  },
  /** In the joe programme online without a card: no card data, the way to one. */
  onlineOnly: { email: 'olivia.berger@example.at', firstName: 'Olivia', lastName: 'Berger' },
  /**
   * Linked to a card the programme withdrew: the first card-info call answers 10048 and clears
   * the card data, so the profile shows the dereferenced account from the first visit on.
   */
  dereferenced: {
    email: 'david.gruber@example.at',
    firstName: 'David',
    lastName: 'Gruber',
    cardNumber: ean13('290000000812'),
  },
} as const;

export const referencedMemberPoints = 260;

let passwordHash: Promise<string> | undefined;

export async function insertLoyaltyDemoMembers(tx: Transaction, tenantId: string): Promise<void> {
  passwordHash ??= hashPassword(demoPassword);
  const hash = await passwordHash;
  const { referenced, onlineOnly, dereferenced } = loyaltyDemoMembers;
  const rows = await tx
    .insert(customers)
    .values(
      [referenced, onlineOnly, dereferenced].map((member) => ({
        tenantId,
        email: member.email,
        passwordHash: hash,
        emailConfirmedAt: new Date('2024-01-15T09:00:00Z'),
        firstName: member.firstName,
        lastName: member.lastName,
      })),
    )
    .returning({ id: customers.id, email: customers.email });
  const idOf = (email: string) => {
    const row = rows.find((candidate) => candidate.email === email);
    if (!row) throw new Error(`loyalty demo member ${email} not inserted`);
    return row.id;
  };
  await tx.insert(loyaltyCards).values([
    {
      tenantId,
      cardNumber: referenced.cardNumber,
      memberId: '700811',
      customerId: idOf(referenced.email),
      pools: [{ poolId: 'joe-points', tags: ['points'], value: referencedMemberPoints }],
    },
    {
      tenantId,
      cardNumber: dereferenced.cardNumber,
      memberId: '700812',
      customerId: idOf(dereferenced.email),
      pools: [{ poolId: 'joe-points', tags: ['points'], value: 75 }],
    },
  ]);
  await tx.insert(loyaltyCardWithdrawals).values({ tenantId, cardNumber: dereferenced.cardNumber });
  await tx
    .insert(loyaltyMemberStates)
    .values({ tenantId, customerId: idOf(onlineOnly.email), status: 'ONLINE_ONLY' });
}
