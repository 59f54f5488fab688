import type { AppLoadContext, LoaderFunctionArgs } from '@remix-run/node';
import { describe, expect, it } from 'vitest';
import '../../../tests/storefront/console-guard';
import { de } from '../../../backend/src/seed/messages/de.js';
import { makeTenant } from '../../../tests/storefront/factories';
import { getI18nInstance } from '~/i18n';
import { loader } from './route';

// Decision 0090: the guest order page, the confirmation e-mail's link, by the number alone.
const context = {
  t: getI18nInstance('de', de).t,
  tenant: makeTenant(),
  content: { getPage: async () => Promise.reject(new Error('no error page in this test')) },
} as unknown as AppLoadContext;

async function load(orderNumber: string) {
  const request = new Request(`http://localhost/bestellung/${orderNumber}`);
  return loader({ request, params: { orderNumber }, context } as unknown as LoaderFunctionArgs);
}

describe('the guest order page', () => {
  it('fills in the number of the link, asks nothing of the API, and is never cached', async () => {
    const answer = await load('100000101');
    expect(answer.data).toMatchObject({ orderNumber: '100000101', title: 'Bestellung 100000101' });
    expect(new Headers(answer.init?.headers).get('Cache-Control')).toBe('private, no-store');
  });

  it('answers 404 for a number that is no order number', async () => {
    const thrown: unknown = await load('10000A101').catch((error: unknown) => error);
    expect(thrown).toMatchObject({ init: { status: 404 } });
  });
});
