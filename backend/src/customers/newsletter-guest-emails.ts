import type { Executor } from '../db/database.js';
import { storefrontPathLink, tenantLanguage } from '../email/account-emails.js';
import type { EmailSender } from '../email/email-sender.js';
import type { TenantContext } from '../tenant/tenant-repository.js';

export const newsletterGuestEmailTexts = {
  de: {
    confirm: {
      subject: 'Bitte bestätige deinen Newsletter',
      body: 'Hallo,\n\ndu möchtest unseren Newsletter bekommen: {topics}.\nBitte bestätige das mit diesem Link:\n{confirmLink}\n\nWenn du das nicht warst, musst du nichts tun.\n\nAbmelden: {unsubscribeLink}\n',
    },
    leave: {
      subject: 'Vom Newsletter abmelden',
      body: 'Hallo,\n\nmit diesem Link meldest du dich von unserem Newsletter ab:\n{unsubscribeLink}\n\nWenn du das nicht warst, musst du nichts tun.\n',
    },
  },
  en: {
    confirm: {
      subject: 'Please confirm your newsletter',
      body: 'Hello,\n\nyou would like to get our newsletter: {topics}.\nPlease confirm with this link:\n{confirmLink}\n\nIf this was not you, there is nothing to do.\n\nUnsubscribe: {unsubscribeLink}\n',
    },
    leave: {
      subject: 'Unsubscribe from the newsletter',
      body: 'Hello,\n\nthis link unsubscribes you from our newsletter:\n{unsubscribeLink}\n\nIf this was not you, there is nothing to do.\n',
    },
  },
};

type NewsletterMail = {
  kind: 'confirm' | 'leave';
  to: string;
  pagePath: string;
  unsubscribeToken: string;
  confirmationToken?: string;
  topics?: string;
};

/** A guest's newsletter e-mail; each carries the one-click link to leave (the page with ?newsletterUnsubscribe=…). */
export async function sendGuestNewsletterEmail(
  sender: EmailSender,
  storefrontUrl: string,
  tenant: TenantContext,
  mail: NewsletterMail,
  executor?: Executor,
): Promise<void> {
  const link = (query: Record<string, string>) =>
    storefrontPathLink(storefrontUrl, tenant, mail.pagePath, query);
  const values: Record<string, string> = {
    topics: mail.topics ?? '',
    confirmLink: mail.confirmationToken ? link({ newsletterConfirm: mail.confirmationToken }) : '',
    unsubscribeLink: link({ newsletterUnsubscribe: mail.unsubscribeToken }),
  };
  const text = newsletterGuestEmailTexts[tenantLanguage(tenant)][mail.kind];
  const body = text.body.replace(/\{(\w+)\}/g, (match, name: string) => values[name] ?? match);
  await sender.send({ tenantId: tenant.id, to: mail.to, subject: text.subject, text: body }, executor);
}
