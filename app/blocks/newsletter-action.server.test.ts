import type { AppLoadContext } from '@remix-run/node';
import { describe, expect, it } from 'vitest';
import '../../tests/storefront/console-guard';
import { newsletterErrorCodes } from '../../backend/src/schemas/newsletter.js';
import { de } from '../../backend/src/seed/messages/de.js';
import { getI18nInstance } from '~/i18n';
import { ApiError } from '~/services/api-errors.server';
import { NEWSLETTER_SUBSCRIBE_INTENT, type NewsletterAnswer } from './block-forms';
import { newsletterAction } from './newsletter-action.server';

type Answer = { data: NewsletterAnswer; init: ResponseInit | null };

async function subscribeAsGuest(error: ApiError) {
  const context = {
    t: getI18nInstance('de', de).t,
    newsletter: { subscribeGuest: () => Promise.reject(error) },
  } as unknown as AppLoadContext;
  const body = new URLSearchParams({ blockId: 'newsletter', email: 'anna@example.at', topicIds: 'recipes' });
  const request = new Request('http://shop.test/newsletter', { method: 'POST', body });
  const formData = await request.clone().formData();
  return newsletterAction(
    NEWSLETTER_SUBSCRIBE_INTENT,
    formData,
    request,
    context,
  ) as Promise<unknown> as Promise<Answer>;
}

describe('the guest newsletter form', () => {
  it('says above the form when the address has had its e-mails for today, with status 429', async () => {
    const limited = new ApiError(429, newsletterErrorCodes.newsletterRecipientLimited, 'Enough for today', {
      retryAfterSeconds: 86_000,
    });
    const { data, init } = await subscribeAsGuest(limited);
    expect(init?.status).toBe(429);
    expect(data.outcome).toBeNull();
    expect(data.result.error?.['']).toEqual([
      'An diese Adresse haben wir heute schon mehrere E-Mails geschickt. Schau bitte in dein Postfach (auch in den Spam-Ordner) oder versuche es morgen noch einmal.',
    ]);
  });

  it('tells a client over its own limit when to try again', async () => {
    const limited = new ApiError(429, newsletterErrorCodes.newsletterRateLimited, 'Too many', {
      retryAfterSeconds: 600,
    });
    const { data } = await subscribeAsGuest(limited);
    expect(data.result.error?.['']).toEqual([
      'Zu viele Anfragen. Bitte versuche es in 10 Minuten noch einmal.',
    ]);
  });
});
