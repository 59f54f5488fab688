import { eq } from 'drizzle-orm';
import type { RecaptchaOptions } from '../auth/recaptcha.js';
import type { Executor } from '../db/database.js';
import { customerAccountSettings } from '../db/schema/customers.js';
import type { EmailSender } from '../email/email-sender.js';

export type AccountOptions = {
  storefrontUrl: string;
  recaptcha: RecaptchaOptions;
  emailSender: EmailSender;
  /** GIFT_CARDS_PER_CUSTOMER: how many gift cards one wallet holds (decision 0074). */
  maxGiftCards?: number;
};

export async function emailConfirmationRequired(executor: Executor, tenantId: string): Promise<boolean> {
  const [settings] = await executor
    .select({ required: customerAccountSettings.emailConfirmationRequired })
    .from(customerAccountSettings)
    .where(eq(customerAccountSettings.tenantId, tenantId));
  return settings?.required ?? true;
}
