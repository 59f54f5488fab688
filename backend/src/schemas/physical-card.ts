import { z } from 'zod';
import { addressFieldsSchema } from './customer.js';

/** Issue 35 (decision 0082): the stable codes of the physical-card calls. */
export const physicalCardErrorCodes = {
  /** The shop does not offer it: customer accounts off, or the joe programme on (§2). */
  unavailable: 'PHYSICAL_CARD_UNAVAILABLE',
  /** The logged-in customer has no loyalty card to print. */
  notMember: 'PHYSICAL_CARD_NOT_A_MEMBER',
  /** An order of this card is under way. */
  alreadyOrdered: 'PHYSICAL_CARD_ALREADY_ORDERED',
  /** The card was sent: the member holds it. */
  alreadySent: 'PHYSICAL_CARD_ALREADY_SENT',
} as const;

/**
 * §4 physical card status, fetched apart from the card info: NO_LOYALTY_CARD (not a member), NONE
 * (a member without a physical card), ORDERED (under way since orderedAt), SENT (posted at sentAt).
 */
export const physicalCardStatusValues = ['NO_LOYALTY_CARD', 'NONE', 'ORDERED', 'SENT'] as const;
export type PhysicalCardStatusValue = (typeof physicalCardStatusValues)[number];

export const physicalCardStatusSchema = z.object({
  status: z.enum(physicalCardStatusValues),
  /** Whether the order call would take an order now (a member without a card, in a shop offering it). */
  orderable: z.boolean(),
  orderedAt: z.string().nullable(),
  sentAt: z.string().nullable(),
  /** Where the card goes or went: street, number and door, postal code and city. */
  addressLines: z.array(z.string()),
});
export type PhysicalCardStatus = z.infer<typeof physicalCardStatusSchema>;

/** A saved address of the customer's address book, or a new one checked as every address (§5). */
export const physicalCardOrderBodySchema = z.union([
  z.object({ addressId: z.string().uuid() }).strict(),
  z.object({ address: addressFieldsSchema }).strict(),
]);
export type PhysicalCardOrderBody = z.infer<typeof physicalCardOrderBodySchema>;

/** Not more than an address: a bigger body is refused before it is read (413). */
export const physicalCardOrderBodyLimitBytes = 8_192;
