import { eq } from 'drizzle-orm';
import type { Executor } from '../db/database.js';
import { contactRequests, contactSettings, type ContactRequestFile } from '../db/schema/contact.js';
import type { ContactFormFields } from '../schemas/contact-form.js';

/** The tenant's service address, where contact requests go; none configured answers undefined. */
export async function serviceEmailOf(executor: Executor, tenantId: string): Promise<string | undefined> {
  const [settings] = await executor
    .select({ serviceEmail: contactSettings.serviceEmail })
    .from(contactSettings)
    .where(eq(contactSettings.tenantId, tenantId));
  return settings?.serviceEmail;
}

export async function insertContactRequest(
  executor: Executor,
  request: {
    tenantId: string;
    customerId: string | null;
    fields: ContactFormFields;
    files: ContactRequestFile[];
  },
): Promise<string> {
  const { formId: _formId, ...fields } = request.fields;
  const [row] = await executor
    .insert(contactRequests)
    .values({
      tenantId: request.tenantId,
      customerId: request.customerId,
      email: fields.email,
      fields: Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined)),
      files: request.files,
    })
    .returning({ id: contactRequests.id });
  return row!.id;
}
