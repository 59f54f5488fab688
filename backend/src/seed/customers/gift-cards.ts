import type { Transaction } from '../../db/database.js';
import { issueGiftCard } from '../../wallet/wallet-repository.js';

// Decision 0074: demo gift cards, listed in the README. Their codes were drawn once from the
// system's random source; a real shop issues its cards with issueGiftCard's fresh random codes.
export const demoGiftCards = [
  { code: '9H00-M1BZ-TGG7-PZCD-QZEZ', balance: 5000, validDays: 365 },
  { code: '5RKV-TP14-5V0K-SHPM-M2VK', balance: 2500, validDays: 365 },
  { code: 'ZWW8-KDSN-FNM5-BGQ6-G2WD', balance: 10_000, validDays: 730 },
  { code: '4R2P-KPJX-7KSM-DFV0-6YYN', balance: 1500, validDays: -30 },
  // Issue 34: the checkout journeys' own cards (e2e/gift-card-checkout.spec.ts, checkout-checks),
  // so journeys running at once never link the same card.
  { code: 'TAHB-Y3DE-Y6CS-FXVN-8CBQ', balance: 8000, validDays: 365 },
  { code: '0SG3-JSBH-EQB3-0YJK-T1GK', balance: 8000, validDays: 365 },
  { code: 'XJBC-CZ19-GG59-HX9F-99KG', balance: 8000, validDays: 365 },
  { code: 'MBFD-W1MM-NGEZ-1RXQ-6JGZ', balance: 8000, validDays: 365 },
  // The same journeys' cards for their second try (CI retries a failed journey once): the first
  // try may have linked its card already, and a linked card is refused to every other customer.
  { code: 'XN57-EAK1-HKZB-NTAB-5X9C', balance: 8000, validDays: 365 },
  { code: '3JT0-SE5D-0739-9VKC-A6ZC', balance: 8000, validDays: 365 },
  { code: '2Q7Z-K7NA-ATNX-BKE3-J9ZH', balance: 8000, validDays: 365 },
  { code: 'GVTS-6KWB-1TT0-2N8G-QHX2', balance: 8000, validDays: 365 },
] as const;

export async function insertDemoGiftCards(tx: Transaction, tenantId: string, currency: string) {
  const now = Date.now();
  for (const card of demoGiftCards)
    await issueGiftCard(tx, {
      tenantId,
      code: card.code,
      balance: card.balance,
      currency,
      expiresAt: new Date(now + card.validDays * 24 * 60 * 60_000),
    });
}
