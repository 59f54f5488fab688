import type { AppLoadContext } from '@remix-run/node';
import type { Customer } from '../../../backend/src/schemas/customer.js';
import {
  loyaltyErrorCodes,
  type CardInfo,
  type LoyaltyStatus,
} from '../../../backend/src/schemas/loyalty.js';
import { ApiError } from '~/services/api-errors.server';
import { isUnauthenticated } from '~/utils/auth.server';

/** A card as the page shows it: the API's SVG barcode as an image source (no script draws it). */
export type LoyaltyCardView = Omit<CardInfo, 'barcodeSvg'> & {
  barcode: { src: string; width: number; height: number };
};

/** What the loyalty section shows: §4 loyalty status, and the card while one is linked. */
export type LoyaltyView =
  | { status: 'referenced' | 'authenticated'; card: LoyaltyCardView }
  | { status: Exclude<LoyaltyStatus, 'referenced' | 'authenticated'> | 'none'; card: null };

export function cardView({ barcodeSvg, ...card }: CardInfo): LoyaltyCardView {
  // The SVG's own size (its viewBox), so the image keeps its proportions before it loads.
  const size = /viewBox="0 0 (\d+(?:\.\d+)?) (\d+(?:\.\d+)?)"/.exec(barcodeSvg);
  return {
    ...card,
    barcode: {
      src: `data:image/svg+xml;base64,${Buffer.from(barcodeSvg, 'utf8').toString('base64')}`,
      width: size ? Math.round(Number(size[1])) : 234,
      height: size ? Math.round(Number(size[2])) : 111,
    },
  };
}

const withoutCard = (status: LoyaltyStatus | null): LoyaltyView => {
  // A linked card whose info could not be read shows as no card, never as someone else's state.
  if (status === null || status === 'referenced' || status === 'authenticated')
    return { status: 'none', card: null };
  return { status, card: null };
};

/**
 * §7 card-info with the customer's card number; the storefront uses the first entry. §8: 10048
 * clears the member's card data (the API unlinked a withdrawn card), so the customer is read
 * again and shown without it; a 401 of this call is ignored.
 */
export async function loadLoyaltyView(context: AppLoadContext, customer: Customer): Promise<LoyaltyView> {
  const member = customer.loyaltyMemberInformation;
  if (!member) return withoutCard(customer.loyaltyStatus);
  try {
    const [card] = await context.customer.getCardInfo([member.mpCardId]);
    if (card) return { status: card.status, card: cardView(card) };
    return withoutCard(null);
  } catch (error) {
    if (error instanceof ApiError && error.code === loyaltyErrorCodes.cardUnknown) {
      const cleared = await context.customer.getCustomer();
      return withoutCard(cleared.loyaltyMemberInformation ? null : cleared.loyaltyStatus);
    }
    if (isUnauthenticated(error)) return withoutCard(null);
    throw error;
  }
}
