import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countDiscountCodeUses } from '../../backend/src/carts/discount-codes.js';
import type { DatabaseHandle } from '../../backend/src/db/database.js';
import { discountCodes } from '../../backend/src/db/schema/carts.js';
import { ConflictError } from '../../backend/src/errors.js';
import { createTestDatabase, drivers } from './support/test-database.js';

describe.each(drivers)('counting discount code uses on %s', (driver) => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await createTestDatabase(driver, { seeded: true });
  });
  afterAll(() => database.close());

  async function codeWithUsesLeft(code: string, maxApplications: number | null, applications = 0) {
    await database.db.insert(discountCodes).values({
      tenantId: 'de',
      code,
      description: 'Test',
      kind: 'percent',
      value: 10,
      validFrom: new Date(Date.now() - 86_400_000),
      validUntil: new Date(Date.now() + 86_400_000),
      maxApplications,
      applications,
    });
  }

  /** The codes of `count` carts, as each cart's finalized snapshot names them. */
  const cartsWith = (count: number, codes: string[]) => Array.from({ length: count }, () => codes);

  const placeOrder = (codes: string[]) =>
    database.db.transaction((tx) => countDiscountCodeUses(tx, 'de', codes));
  const applicationsOf = async (code: string) =>
    (await database.db.select().from(discountCodes).where(eq(discountCodes.code, code)))[0]!.applications;

  it('counts a code with 3 uses left for exactly 3 of 10 orders placed at once; the others get 227', async () => {
    await codeWithUsesLeft('RACE3', 5, 2);
    const outcomes = await Promise.allSettled(cartsWith(10, ['RACE3']).map(placeOrder));
    expect(outcomes.filter((outcome) => outcome.status === 'fulfilled')).toHaveLength(3);
    for (const outcome of outcomes.filter((outcome) => outcome.status === 'rejected')) {
      expect(outcome.reason).toBeInstanceOf(ConflictError);
      expect(outcome.reason).toMatchObject({ code: '227' });
    }
    expect(await applicationsOf('RACE3')).toBe(5);
  });

  it('counts a code without a limit every time', async () => {
    await codeWithUsesLeft('ENDLESS', null);
    await Promise.all(cartsWith(4, ['ENDLESS']).map(placeOrder));
    expect(await applicationsOf('ENDLESS')).toBe(4);
  });

  it("counts none of a cart's codes when one of them is used up", async () => {
    await codeWithUsesLeft('STILLFREE', 10);
    await codeWithUsesLeft('GONE', 1, 1);
    const [codes] = cartsWith(1, ['STILLFREE', 'GONE']);
    await expect(placeOrder(codes!)).rejects.toMatchObject({ code: '227' });
    expect(await applicationsOf('STILLFREE')).toBe(0);
  });
});
