import type { discountCodes } from '../../db/schema/carts.js';

const day = 24 * 60 * 60 * 1000;

/** Discount codes that show every answer of §8: valid, expired (223), used up (227), not yet active (228), pickup only (229). */
export function discountCodeRows(tenantId: string, seededAt: Date): (typeof discountCodes.$inferInsert)[] {
  const at = (days: number) => new Date(seededAt.getTime() + days * day);
  const german = tenantId === 'de';
  return [
    {
      tenantId,
      code: 'FRISCH10',
      description: german ? '10 % auf deinen Einkauf' : '10% off your shopping',
      kind: 'percent',
      value: 10,
      validFrom: at(-30),
      validUntil: at(3 * 365),
    },
    {
      tenantId,
      code: 'ABHOLEN5',
      description: german ? '5 € weniger bei Abholung' : '€5 off when you collect',
      kind: 'amount',
      value: 500,
      validFrom: at(-30),
      validUntil: at(3 * 365),
      serviceType: 'CLICK_AND_COLLECT',
    },
    {
      tenantId,
      code: 'SOMMER5',
      description: german ? '5 € Sommerrabatt' : '€5 summer discount',
      kind: 'amount',
      value: 500,
      validFrom: at(-200),
      validUntil: at(-100),
    },
    {
      tenantId,
      code: 'ERSTE100',
      description: german ? '15 % für die ersten 100' : '15% for the first 100',
      kind: 'percent',
      value: 15,
      validFrom: at(-30),
      validUntil: at(3 * 365),
      maxApplications: 100,
      applications: 100,
    },
    {
      tenantId,
      code: 'VORFREUDE',
      description: german
        ? '10 € Vorfreude-Rabatt, noch nicht gültig'
        : '€10 early-bird discount, not valid yet',
      kind: 'amount',
      value: 1000,
      validFrom: at(3 * 365),
      validUntil: at(4 * 365),
    },
  ];
}
