import { issueAccountToken } from '../auth/account-tokens.js';
import type { Executor } from '../db/database.js';
import { customers } from '../db/schema/customers.js';
import { sendAccountEmail, storefrontLink, tenantLanguage } from '../email/account-emails.js';
import type { TenantContext } from '../tenant/tenant-repository.js';
import type { AccountOptions } from './account-options.js';
import { ownCustomer } from './customer-repository.js';
import { listNewsletterTopics } from './newsletter-repository.js';

export async function sendNewsletterConfirmation(
  executor: Executor,
  options: AccountOptions,
  tenant: TenantContext,
  owner: { tenantId: string; customerId: string },
  topicIds: string[],
): Promise<void> {
  const token = await issueAccountToken(executor, 'newsletter-confirmation', owner, { topicIds });
  const [customer] = await executor
    .select({ email: customers.email, firstName: customers.firstName })
    .from(customers)
    .where(ownCustomer(owner.tenantId, owner.customerId));
  if (!customer) return;
  const topics = await listNewsletterTopics(executor, tenant.id, tenantLanguage(tenant));
  const names = topics
    .filter((topic) => topicIds.includes(topic.newsletterTopicId))
    .map((topic) => topic.name);
  const link = storefrontLink(options.storefrontUrl, tenant, 'profile', { newsletterToken: token });
  await sendAccountEmail(
    options.emailSender,
    tenant,
    {
      kind: 'confirmNewsletter',
      to: customer.email,
      values: { firstName: customer.firstName, topics: names.join(', '), link },
    },
    executor,
  );
}
