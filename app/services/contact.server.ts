import { contactRequestCreatedSchema } from '../../backend/src/schemas/contact-form.js';
import type { ApiClient } from './api-client.server';

/** §1 contact form: the shopper's multipart post goes on to the API as it arrives, files and all. */
export function createContactClient(api: ApiClient) {
  return {
    sendContactRequest: (body: ReadableStream<Uint8Array>, contentType: string) =>
      api.request('/api/contact-requests', {
        method: 'POST',
        upload: { body, contentType },
        schema: contactRequestCreatedSchema,
      }),
  };
}
export type ContactClient = ReturnType<typeof createContactClient>;
