import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../db/database.js';
import { accountTokens, type AccountTokenPurpose } from '../db/schema/customers.js';
import { hashSecretToken, newSecretToken } from './secret-token.js';

const lifetimeMinutes: Record<AccountTokenPurpose, number> = {
  'email-confirmation': 48 * 60,
  'password-reset': 60,
  'newsletter-confirmation': 48 * 60,
};

type TokenOwner = { tenantId: string; customerId: string };
type TokenPayload = { topicIds?: string[] };

export async function issueAccountToken(
  executor: Executor,
  purpose: AccountTokenPurpose,
  owner: TokenOwner,
  payload: TokenPayload = {},
): Promise<string> {
  const token = newSecretToken();
  await executor.insert(accountTokens).values({
    ...owner,
    purpose,
    payload,
    tokenHash: hashSecretToken(token),
    expiresAt: sql`now() + make_interval(mins => ${lifetimeMinutes[purpose]}::int)`,
  });
  return token;
}

/** One conditional update: two requests with the same link cannot both use it. */
export async function consumeAccountToken(
  executor: Executor,
  purpose: AccountTokenPurpose,
  tenantId: string,
  token: string,
  /** When the link is followed while logged in: only that customer's token counts. */
  customerId?: string,
): Promise<(TokenOwner & { payload: TokenPayload }) | undefined> {
  const [used] = await executor
    .update(accountTokens)
    .set({ usedAt: sql`now()` })
    .where(
      and(
        eq(accountTokens.tokenHash, hashSecretToken(token)),
        eq(accountTokens.purpose, purpose),
        eq(accountTokens.tenantId, tenantId),
        customerId ? eq(accountTokens.customerId, customerId) : undefined,
        isNull(accountTokens.usedAt),
        gt(accountTokens.expiresAt, sql`now()`),
      ),
    )
    .returning({
      tenantId: accountTokens.tenantId,
      customerId: accountTokens.customerId,
      payload: accountTokens.payload,
    });
  return used;
}
