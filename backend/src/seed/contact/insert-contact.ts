import type { Transaction } from '../../db/database.js';
import { contactSettings } from '../../db/schema/contact.js';

/** The service addresses the contact pages name: contact requests go there. */
export const demoServiceEmails: Record<string, string> = {
  de: 'service@shop.example.at',
  en: 'service@shop.example.com',
};

export async function insertContactSeed(tx: Transaction, tenantId: string): Promise<void> {
  const serviceEmail = demoServiceEmails[tenantId];
  if (serviceEmail) await tx.insert(contactSettings).values({ tenantId, serviceEmail });
}
