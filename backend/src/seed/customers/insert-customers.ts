import { and, asc, eq } from 'drizzle-orm';
import { hashPassword } from '../../auth/password-hashing.js';
import type { Transaction } from '../../db/database.js';
import { products, recipes } from '../../db/schema/catalogue.js';
import {
  customerAddresses,
  customerFavorites,
  loyaltyCards,
  newsletterSubscriptions,
  newsletterTopics,
  purchasedProducts,
} from '../../db/schema/customer-data.js';
import { customerAccountSettings, customers } from '../../db/schema/customers.js';
import { loyaltyCardSeeds } from './loyalty-cards.js';
import { newsletterTopicSeeds } from './newsletter-topics.js';

export const demoPassword = 'Demo-Passwort-1';
export const demoMemberEmail = 'anna.muster@example.at';
export const demoCustomerEmail = 'max.muster@example.at';

// One hash for all demo accounts: Argon2id is slow on purpose, and seeding should not be.
let demoPasswordHash: Promise<string> | undefined;
export const hashedDemoPassword = () => (demoPasswordHash ??= hashPassword(demoPassword));

// The German shop confirms new e-mail addresses (202), the English one does not (200).
const confirmationRequiredByTenant: Record<string, boolean> = { de: true, en: false };

export async function insertCustomerSeed(tx: Transaction, tenantId: string): Promise<void> {
  const passwordHash = await hashedDemoPassword();
  await tx
    .insert(customerAccountSettings)
    .values({ tenantId, emailConfirmationRequired: confirmationRequiredByTenant[tenantId] ?? true });
  await tx
    .insert(newsletterTopics)
    .values(newsletterTopicSeeds.map((topic, position) => ({ ...topic, tenantId, position })));
  await tx.insert(loyaltyCards).values(loyaltyCardSeeds.map((card) => ({ ...card, tenantId })));

  const emailConfirmedAt = new Date('2024-01-15T09:00:00Z');
  const [member, customer] = await tx
    .insert(customers)
    .values([
      {
        tenantId,
        email: demoMemberEmail,
        passwordHash,
        emailConfirmedAt,
        salutation: 'Female',
        firstName: 'Anna',
        lastName: 'Muster',
        birthdate: '1985-04-12',
        personalEmailAllowed: true,
      },
      {
        tenantId,
        email: demoCustomerEmail,
        passwordHash,
        emailConfirmedAt,
        firstName: 'Max',
        lastName: 'Muster',
      },
    ])
    .returning({ id: customers.id });
  if (!member || !customer) throw new Error('demo customers not inserted');
  const owner = { tenantId, customerId: member.id };

  await tx
    .update(loyaltyCards)
    .set({ customerId: member.id })
    .where(
      and(eq(loyaltyCards.tenantId, tenantId), eq(loyaltyCards.cardNumber, loyaltyCardSeeds[0]!.cardNumber)),
    );
  await tx
    .insert(newsletterSubscriptions)
    .values({ ...owner, topicId: 'weekly-offers', status: 'subscribed' });
  await tx.insert(customerAddresses).values(demoAddresses(owner));
  await insertDemoFavoritesAndPurchases(tx, owner);
}

function demoAddresses(owner: { tenantId: string; customerId: string }) {
  const anna = {
    ...owner,
    salutation: 'Female' as const,
    firstName: 'Anna',
    lastName: 'Muster',
    countryCode: 'AT',
  };
  const home = {
    streetName: 'Mariahilfer Straße',
    streetNumber: '12',
    door: '4',
    postalCode: '1070',
    city: 'Wien',
  };
  return [
    { ...anna, ...home, category: 'delivery' as const, primary: true, phoneNumber: '+436641234567' },
    // Imported from an older system: the §3 placeholders stand for parts nobody entered.
    {
      ...anna,
      category: 'delivery' as const,
      streetName: 'Hauptplatz',
      streetNumber: '3',
      stairCase: 'nan',
      floor: 'NA',
      door: 'nana',
      postalCode: '4020',
      city: 'Linz',
    },
    { ...anna, ...home, category: 'billing' as const, primary: true },
  ];
}

async function insertDemoFavoritesAndPurchases(
  tx: Transaction,
  owner: { tenantId: string; customerId: string },
) {
  const skus = (
    await tx
      .select({ sku: products.sku })
      .from(products)
      .where(eq(products.tenantId, owner.tenantId))
      .orderBy(asc(products.sku))
      .limit(7)
  ).map((row) => row.sku);
  const [recipe] = await tx
    .select({ slug: recipes.slug })
    .from(recipes)
    .where(eq(recipes.tenantId, owner.tenantId))
    .orderBy(asc(recipes.slug))
    .limit(1);
  // Favorites: the first five skus; purchases: the last five, so three are both.
  const favorites = skus
    .slice(0, 5)
    .map((reference) => ({ ...owner, type: 'PRODUCT' as 'PRODUCT' | 'RECIPE', reference }));
  if (recipe) favorites.push({ ...owner, type: 'RECIPE' as const, reference: recipe.slug });
  await tx.insert(customerFavorites).values(favorites);
  await tx.insert(purchasedProducts).values(
    skus.slice(2).map((sku, index) => ({
      ...owner,
      sku,
      lastPurchasedAt: new Date(Date.UTC(2024, 5, 1 + index * 3, 10)),
      purchaseCount: index + 1,
    })),
  );
}
