import { and, eq, inArray, sql } from 'drizzle-orm';
import { toSVG } from 'bwip-js/node';
import type { Database, Executor } from '../db/database.js';
import { loyaltyCards } from '../db/schema/customer-data.js';
import { loyaltyMemberStates } from '../db/schema/loyalty.js';
import { NotFoundError } from '../errors.js';
import { loyaltyErrorCodes, type CardInfo, type LoyaltyStatus } from '../schemas/loyalty.js';
import { lastBookings, poolBalances } from './loyalty-points.js';

// Decision 0081: §7 card-info, §4 loyalty status and §8 10048.

/** An EAN-13 barcode of a (validated) card number as SVG, with a quiet zone to scan from a phone. */
export function cardBarcodeSvg(cardNumber: string, { withText }: { withText: boolean }): string {
  return toSVG({
    bcid: 'ean13',
    text: cardNumber,
    includetext: withText,
    scale: 2,
    height: 18,
    // EAN-13 asks 11 modules of light margin on the left, 7 on the right: 11 on both is enough.
    paddingwidth: 11,
    paddingheight: 2,
    backgroundcolor: 'FFFFFF',
  });
}

/** §4: referenced or authenticated with a linked card; else online-only, dereferenced or no member (null). */
export async function loyaltyStatusOf(
  executor: Executor,
  tenantId: string,
  customerId: string,
): Promise<LoyaltyStatus | null> {
  const [card] = await executor
    .select({ joeAuthenticated: loyaltyCards.joeAuthenticated })
    .from(loyaltyCards)
    .where(and(eq(loyaltyCards.tenantId, tenantId), eq(loyaltyCards.customerId, customerId)));
  if (card) return card.joeAuthenticated ? 'authenticated' : 'referenced';
  const [state] = await executor
    .select({ status: loyaltyMemberStates.status })
    .from(loyaltyMemberStates)
    .where(and(eq(loyaltyMemberStates.tenantId, tenantId), eq(loyaltyMemberStates.customerId, customerId)));
  if (!state) return null;
  return state.status === 'ONLINE_ONLY' ? 'online-only' : 'dereferenced';
}

const unknownCard = () =>
  new NotFoundError('The loyalty programme does not know this card', { code: loyaltyErrorCodes.cardUnknown });

/**
 * §8 10048 clears the member's card data: a linked card the programme withdrew is unlinked and the
 * account is dereferenced, in one transaction. Unlinking is conditional (only this customer's
 * link to a withdrawn card), so two calls at once dereference once and both answer 10048.
 */
async function dereferenceWithdrawnCards(db: Database, tenantId: string, customerId: string, ids: string[]) {
  await db.transaction(async (tx) => {
    const unlinked = await tx
      .update(loyaltyCards)
      .set({ customerId: null })
      .where(
        and(
          eq(loyaltyCards.tenantId, tenantId),
          eq(loyaltyCards.customerId, customerId),
          inArray(loyaltyCards.cardNumber, ids),
          sql`exists (select 1 from loyalty_card_withdrawals w where w.tenant_id = loyalty_cards.tenant_id and w.card_number = loyalty_cards.card_number)`,
        ),
      )
      .returning({ cardNumber: loyaltyCards.cardNumber });
    const [former] = unlinked;
    if (!former) return;
    await tx
      .insert(loyaltyMemberStates)
      .values({ tenantId, customerId, status: 'DEREFERENCED', formerCardNumber: former.cardNumber })
      .onConflictDoUpdate({
        target: loyaltyMemberStates.customerId,
        set: { status: 'DEREFERENCED', formerCardNumber: former.cardNumber, changedAt: sql`now()` },
      });
  });
}

/**
 * §7 GET /api/customers/loyalty/card-info: the logged-in member's cards among `currentIds`, each
 * with its barcode, pools and last bookings. A card that is not the customer's, or that the
 * programme withdrew, answers 10048 (the same for every such card: the answer tells nobody whose
 * card a number is); a withdrawn one also clears the member's card data.
 */
export async function cardInfo(
  db: Database,
  tenantId: string,
  customerId: string,
  currentIds: string[],
  dontRenderText: boolean,
): Promise<CardInfo[]> {
  const cards = await db
    .select({
      card: loyaltyCards,
      withdrawn: sql<boolean>`exists (select 1 from loyalty_card_withdrawals w where w.tenant_id = loyalty_cards.tenant_id and w.card_number = loyalty_cards.card_number)`,
    })
    .from(loyaltyCards)
    .where(
      and(
        eq(loyaltyCards.tenantId, tenantId),
        eq(loyaltyCards.customerId, customerId),
        inArray(loyaltyCards.cardNumber, currentIds),
      ),
    );
  const known = cards.filter((row) => !row.withdrawn).map((row) => row.card);
  if (known.length < currentIds.length) {
    await dereferenceWithdrawnCards(db, tenantId, customerId, currentIds);
    throw unknownCard();
  }
  return Promise.all(
    currentIds.map(async (id) => {
      const card = known.find((candidate) => candidate.cardNumber === id)!;
      const [pools, bookings] = await Promise.all([
        poolBalances(db, tenantId, card.cardNumber, card.pools),
        lastBookings(db, tenantId, card.cardNumber),
      ]);
      return {
        mpCardId: card.cardNumber,
        loyalityMemberId: card.memberId,
        status: card.joeAuthenticated ? ('authenticated' as const) : ('referenced' as const),
        barcodeSvg: cardBarcodeSvg(card.cardNumber, { withText: !dontRenderText }),
        pools,
        bookings,
      };
    }),
  );
}
