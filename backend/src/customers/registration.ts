import { and, eq, isNull } from 'drizzle-orm';
import { issueAccountToken } from '../auth/account-tokens.js';
import type { Transaction } from '../db/database.js';
import { loyaltyCards } from '../db/schema/customer-data.js';
import { customers } from '../db/schema/customers.js';
import { sendAccountEmail, storefrontLink } from '../email/account-emails.js';
import { ConflictError, InvalidDataError } from '../errors.js';
import { customerErrorCodes, type RegistrationBody } from '../schemas/customer.js';
import type { TenantContext } from '../tenant/tenant-repository.js';
import { emailConfirmationRequired, type AccountOptions } from './account-options.js';
import { emailTakenError, findCustomerRowByEmail } from './customer-repository.js';
import { addPendingSubscriptions, requireKnownTopics } from './newsletter-repository.js';
import { sendNewsletterConfirmation } from './newsletter-confirmation.js';

export type RegistrationOutcome = { status: 'CREATED'; customerId: string } | { status: 'CONFIRMATION_SENT' };

const cardUnknownError = () =>
  new InvalidDataError('We do not know this card number. Please check it.', {
    code: customerErrorCodes.loyaltyCardUnknown,
    details: [{ path: 'cardNumber', message: 'Unknown card number' }],
  });
const cardLinkedError = () =>
  new ConflictError('This card already belongs to an online account', {
    code: customerErrorCodes.loyaltyCardAlreadyLinked,
  });

/** §2 offline-account: the card must exist in the tenant and not belong to an account yet. */
async function requireFreeCard(tx: Transaction, tenantId: string, cardNumber: string) {
  const [card] = await tx
    .select({ customerId: loyaltyCards.customerId })
    .from(loyaltyCards)
    .where(and(eq(loyaltyCards.tenantId, tenantId), eq(loyaltyCards.cardNumber, cardNumber)));
  if (!card) throw cardUnknownError();
  if (card.customerId) throw cardLinkedError();
}

// Conditional: of two registrations with one card, only the first links it (the other rolls back).
async function linkCard(tx: Transaction, tenantId: string, cardNumber: string, customerId: string) {
  const linked = await tx
    .update(loyaltyCards)
    .set({ customerId })
    .where(
      and(
        eq(loyaltyCards.tenantId, tenantId),
        eq(loyaltyCards.cardNumber, cardNumber),
        isNull(loyaltyCards.customerId),
      ),
    )
    .returning({ cardNumber: loyaltyCards.cardNumber });
  if (!linked.length) throw cardLinkedError();
}

// With e-mail confirmation a known e-mail answers alike (its owner gets a notice instead). The
// password comes hashed: hashing is slow, the transaction short.
export async function registerCustomer(
  tx: Transaction,
  options: AccountOptions,
  tenant: TenantContext,
  body: RegistrationBody & { cardNumber?: string; passwordHash: string },
): Promise<RegistrationOutcome> {
  if (body.cardNumber) await requireFreeCard(tx, tenant.id, body.cardNumber);
  await requireKnownTopics(tx, tenant.id, body.newsletterTopicIds);
  const confirmationRequired = await emailConfirmationRequired(tx, tenant.id);
  const [created] = await tx
    .insert(customers)
    .values({
      tenantId: tenant.id,
      email: body.email,
      passwordHash: body.passwordHash,
      salutation: body.salutation ?? null,
      academicTitle: body.academicTitle || null,
      firstName: body.firstName,
      lastName: body.lastName || null,
      birthdate: body.birthdate ?? null,
    })
    .onConflictDoNothing()
    .returning({ id: customers.id });
  if (!created) {
    if (!confirmationRequired) throw emailTakenError();
    await sendAlreadyRegisteredNotice(tx, options, tenant, body.email);
    return { status: 'CONFIRMATION_SENT' };
  }
  const owner = { tenantId: tenant.id, customerId: created.id };
  if (body.cardNumber) await linkCard(tx, tenant.id, body.cardNumber, created.id);
  const pendingTopics = await addPendingSubscriptions(tx, owner, body.newsletterTopicIds);
  if (!confirmationRequired) {
    if (pendingTopics.length) await sendNewsletterConfirmation(tx, options, tenant, owner, pendingTopics);
    return { status: 'CREATED', customerId: created.id };
  }
  // Confirming the address confirms the topics chosen with it: the same mailbox says yes.
  const token = await issueAccountToken(tx, 'email-confirmation', owner);
  const link = storefrontLink(options.storefrontUrl, tenant, 'registration', { confirmationToken: token });
  await sendAccountEmail(
    options.emailSender,
    tenant,
    { kind: 'confirmRegistration', to: body.email, values: { firstName: body.firstName, link } },
    tx,
  );
  return { status: 'CONFIRMATION_SENT' };
}

async function sendAlreadyRegisteredNotice(
  tx: Transaction,
  options: AccountOptions,
  tenant: TenantContext,
  email: string,
) {
  const existing = await findCustomerRowByEmail(tx, tenant.id, email);
  if (!existing) return;
  const values = {
    firstName: existing.firstName,
    loginLink: storefrontLink(options.storefrontUrl, tenant, 'login'),
    link: storefrontLink(options.storefrontUrl, tenant, 'password-reset'),
  };
  await sendAccountEmail(
    options.emailSender,
    tenant,
    { kind: 'alreadyRegistered', to: existing.email, values },
    tx,
  );
}
