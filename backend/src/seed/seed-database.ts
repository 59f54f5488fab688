import { sql } from 'drizzle-orm';
import type { Database, Transaction } from '../db/database.js';
import { importContentPages } from '../content/content-transfer.js';
import { clientConfigs } from '../db/schema/content.js';
import { insertVouchers } from '../content/voucher-import.js';
import { clientConfigSchemas, clientConfigTypes } from '../schemas/content.js';
import { tenantConfigSchema } from '../schemas/tenant.js';
import { countTenants, upsertTenant } from '../tenant/tenant-repository.js';
import { insertDemoOrders } from './carts/demo-orders.js';
import { insertContactSeed } from './contact/insert-contact.js';
import { insertCustomerSeed } from './customers/insert-customers.js';
import { insertLoyaltyDemoMembers } from './customers/loyalty-members.js';
import { insertDemoGiftCards } from './customers/gift-cards.js';
import { insertDemoSavedCards } from './customers/saved-cards.js';
import { insertPhysicalCardMembers } from './customers/physical-card-members.js';
import { catalogueLanguageOf, insertCatalogue } from './catalogue/insert-catalogue.js';
import { insertDistribution } from './distribution/insert-distribution.js';
import { insertStaffSeed } from './staff/insert-staff.js';
import { replaceSynonymSets } from '../search/synonym-repository.js';
import { seedSynonymSets } from './search/synonym-sets.js';
import type { TenantSeed } from './tenant-seed.js';
import { tenantSeeds } from './tenant-seeds.js';

// Any constant shared by every API process: serialises concurrent first starts on PostgreSQL.
const seedLockKey = 4_711_001;

/** Seeds the demo tenants when there are none yet. Returns whether it seeded. */
export async function seedDatabaseIfEmpty(db: Database, seeds: TenantSeed[] = tenantSeeds): Promise<boolean> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${seedLockKey})`);
    if ((await countTenants(tx)) > 0) return false;
    for (const seed of seeds) await insertTenantSeed(tx, seed);
    // Search expands terms against the words of the catalogue (decision 0007).
    await tx.execute(sql`refresh materialized view search_lexemes`);
    return true;
  });
}

async function insertTenantSeed(
  tx: Transaction,
  { tenant, pages, clientConfigs: configs, vouchers }: TenantSeed,
) {
  // The seed is data like any import: it must meet the same contract (§3).
  tenantConfigSchema.parse(tenant);
  await upsertTenant(tx, tenant);
  // The same validation and writing as `npm run content:import`.
  await importContentPages(
    tx,
    tenant.id,
    pages.map((page) => ({ source: `seed ${tenant.id}`, content: page })),
  );
  await tx.insert(clientConfigs).values(
    clientConfigTypes.map((type) => ({
      tenantId: tenant.id,
      type,
      config: clientConfigSchemas[type].parse(configs[type]) as Record<string, unknown>,
    })),
  );
  if (vouchers?.length) await insertVouchers(tx, tenant.id, vouchers);
  // Issue 4: the generated catalogue in the tenant's language, the same skus in every tenant.
  const language = catalogueLanguageOf(tenant.locale);
  await insertCatalogue(tx, tenant.id, language);
  // Issue 20: regional synonyms, the same sets `npm run tenant -- import-synonyms` writes.
  await replaceSynonymSets(tx, tenant.id, language, seedSynonymSets(language));
  // Issue 5: newsletter topics, loyalty cards and the demo accounts (README: Demo accounts).
  await insertCustomerSeed(tx, tenant.id);
  // Issue 35 (decision 0081): a demo member for each §4 loyalty status (README: Demo accounts).
  await insertLoyaltyDemoMembers(tx, tenant.id);
  // Issue 34: demo gift cards to link in the wallet (README: Demo accounts).
  await insertDemoGiftCards(tx, tenant.id, tenant.clientRuntimeConfig.currency);
  // Issue 34: an expired saved card of the demo customer, for the profile's payment warning.
  await insertDemoSavedCards(tx, tenant.id);
  // Issue 35 (decision 0082): members without a physical card to order one, and the demo member's.
  await insertPhysicalCardMembers(tx, tenant.id);
  // Issue 6: Vienna's delivery areas, stores, gazetteer and weekly time slots.
  await insertDistribution(tx, tenant.id);
  // Issue 36 (decision 0087): a picker, a store manager and a picker of another store (README).
  await insertStaffSeed(tx, tenant.id);
  // Issue 7: orders of the demo customer and a guest, for the tracking block; issue 36: two
  // placed orders for the staff area (README).
  await insertDemoOrders(tx, tenant.id, tenant.clientRuntimeConfig.currency);
  // Issue 18: where contact requests go.
  await insertContactSeed(tx, tenant.id);
}
