import type { LoyaltyPool } from '../../db/schema/customer-data.js';

export function ean13(twelveDigits: string): string {
  const sum = [...twelveDigits].reduce(
    (total, digit, index) => total + Number(digit) * (index % 2 ? 3 : 1),
    0,
  );
  return `${twelveDigits}${(10 - (sum % 10)) % 10}`;
}

export type LoyaltyCardSeed = {
  cardNumber: string;
  memberId: string;
  pools: LoyaltyPool[];
  promotionIds: string[];
  voucherPromotionIds: string[];
  joeAuthenticated: boolean;
};

// The first card belongs to the demo member; the others have no online account yet, for offline-account.
export const loyaltyCardSeeds: LoyaltyCardSeed[] = [1, 2, 3, 4, 5].map((number) => ({
  cardNumber: ean13(`29000000000${number}`),
  memberId: String(700_000 + number),
  pools: [{ poolId: 'joe-points', tags: ['points'], value: 120 * number }],
  promotionIds: number === 1 ? ['welcome-bonus'] : [],
  // The birthday voucher has expired: the content call leaves it out.
  voucherPromotionIds: number === 1 ? ['joe-kaffee-2fuer1', 'joe-obst-15', 'joe-geburtstag-2025'] : [],
  joeAuthenticated: number === 1,
}));
