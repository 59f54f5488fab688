import type { AppLoadContext } from '@remix-run/node';
import { describe, expect, it } from 'vitest';
import '../../tests/storefront/console-guard';
import { makeCustomer } from '../../tests/storefront/handlers/commerce-api-customers';
import { ApiError } from '~/services/api-errors.server';
import { requireCustomer } from './auth.server';
import { providerChallenge, recaptchaChallenge } from './recaptcha.server';

function contextWith(
  getCustomer: () => Promise<unknown>,
  recaptchaEnabled = true,
  recaptcha: { provider: string; siteKey?: string } = { provider: 'sandbox' },
): AppLoadContext {
  return {
    tenant: {
      paths: {
        login: '/anmelden',
        profile: '/profil/:slug?',
      },
      config: { clientRuntimeConfig: { recaptcha: { enabled: recaptchaEnabled, ...recaptcha } } },
    },
    customer: { getCustomer },
  } as unknown as AppLoadContext;
}

const request = (url: string, cookie = '') => new Request(url, { headers: { Cookie: cookie } });

async function redirectOf(promise: Promise<unknown>): Promise<string | null> {
  const thrown = await promise.then(
    () => null,
    (error: unknown) => error,
  );
  return thrown instanceof Response ? thrown.headers.get('Location') : null;
}

describe('protected routes (§6)', () => {
  it('send a guest to login with the full path and authRequired=true, without asking the API', async () => {
    let asked = false;
    const context = contextWith(async () => {
      asked = true;
      return makeCustomer();
    });
    const location = await redirectOf(
      requireCustomer(context, request('http://shop.test/profil/adressen?x=1')),
    );
    expect(location).toBe('/anmelden?returnUrl=%2Fprofil%2Fadressen%3Fx%3D1&authRequired=true');
    expect(asked).toBe(false);
  });

  it('send a shopper whose session the API no longer knows to login too (§8 any 401)', async () => {
    const context = contextWith(async () => {
      throw new ApiError(401, 'SESSION_EXPIRED', 'expired');
    });
    const location = await redirectOf(
      requireCustomer(context, request('http://shop.test/profil', 'logged-in=true')),
    );
    expect(location).toBe('/anmelden?returnUrl=%2Fprofil&authRequired=true');
  });

  it("answer the editors' 404 page when the tenant switched login off (issue 38.12: one 404 design)", async () => {
    const errorPage = { slug: 'fehler-404', blocks: [] };
    const context = {
      ...contextWith(async () => makeCustomer()),
      tenant: {
        paths: { profile: '/profil/:slug?' },
        config: { clientRuntimeConfig: { cms: { notFoundPageSlug: 'fehler-404' } } },
      },
      content: { getPage: async (slug: string) => ({ ...errorPage, slug }) },
    } as unknown as AppLoadContext;
    const thrown: unknown = await requireCustomer(context, request('http://shop.test/profil')).catch(
      (error: unknown) => error,
    );
    expect(thrown).toMatchObject({
      init: { status: 404 },
      data: { errorPageSlug: 'fehler-404', path: '/profil', page: { slug: 'fehler-404' } },
    });
  });

  it('hand the customer to a logged-in shopper', async () => {
    const context = contextWith(async () => makeCustomer());
    await expect(
      requireCustomer(context, request('http://shop.test/profil', 'logged-in=true')),
    ).resolves.toMatchObject({
      firstName: 'Anna',
    });
  });
});

describe('the recaptcha challenge (§2, §6)', () => {
  it('is the sandbox checkbox, replaced by a bypass key and invisible in a webview', () => {
    const context = contextWith(async () => null);
    expect(recaptchaChallenge(context, request('http://shop.test/anmelden'))).toEqual({ kind: 'checkbox' });
    expect(recaptchaChallenge(context, request('http://shop.test/anmelden?bypassRecaptchaKey=k-1'))).toEqual({
      kind: 'bypass',
      key: 'k-1',
    });
    expect(recaptchaChallenge(context, request('http://shop.test/anmelden', 'webview=true'))).toEqual({
      kind: 'invisible',
    });
    expect(
      recaptchaChallenge(
        contextWith(async () => null, false),
        request('http://shop.test/anmelden'),
      ),
    ).toEqual({
      kind: 'none',
    });
  });

  it("is Google's widget with the tenant's site key, in a webview too (decision 0026)", () => {
    const context = contextWith(async () => null, true, { provider: 'google', siteKey: 'site-key' });
    const google = { kind: 'google', siteKey: 'site-key' };
    expect(recaptchaChallenge(context, request('http://shop.test/anmelden'))).toEqual(google);
    expect(recaptchaChallenge(context, request('http://shop.test/anmelden', 'webview=true'))).toEqual(google);
  });

  it("offers the provider's widget for the step-up where the tenant asks for no challenge", () => {
    const context = contextWith(async () => null, false, { provider: 'google', siteKey: 'site-key' });
    expect(recaptchaChallenge(context, request('http://shop.test/anmelden'))).toEqual({ kind: 'none' });
    expect(providerChallenge(context, request('http://shop.test/anmelden'))).toEqual({
      kind: 'google',
      siteKey: 'site-key',
    });
  });
});
