import {
  newsletterAcceptedSchema,
  newsletterDoneSchema,
  type GuestSubscriptionBody,
} from '../../backend/src/schemas/newsletter.js';
import type { ApiClient } from './api-client.server';

/** §1 newsletter blocks, anonymous variant (§6): a guest's subscription by e-mail and link. */
export function createNewsletterClient(api: ApiClient) {
  return {
    subscribeGuest: (body: GuestSubscriptionBody) =>
      api.request('/api/newsletter/subscriptions', {
        method: 'POST',
        body,
        schema: newsletterAcceptedSchema,
      }),
    confirmGuest: (token: string) =>
      api.request('/api/newsletter/subscriptions/confirm', {
        method: 'POST',
        body: { token },
        schema: newsletterDoneSchema,
      }),
    unsubscribeGuest: (token: string) =>
      api.request('/api/newsletter/unsubscribe', {
        method: 'POST',
        body: { token },
        schema: newsletterDoneSchema,
      }),
    requestUnsubscribeLink: (email: string, pagePath: string) =>
      api.request('/api/newsletter/unsubscribe-requests', {
        method: 'POST',
        body: { email, pagePath },
        schema: newsletterDoneSchema,
      }),
  };
}
