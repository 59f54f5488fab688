import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { sandboxRecaptchaAnswer } from '../../../backend/src/auth/recaptcha.js';
import { demoPassword } from '../../../backend/src/seed/customers/insert-customers.js';
import { xsrfCookieName, xsrfHeaderName } from '../../../backend/src/xsrf/xsrf-token.js';
import type { TestApp } from './test-app.js';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
type CallOptions = { body?: unknown; remoteAddress?: string };

/**
 * One shopper's browser against the API: keeps the cookies it is given (as a browser would),
 * repeats the XSRF token, names the tenant.
 */
export function accountClient(current: () => TestApp, tenant = 'de') {
  const cookies = new Map<string, string>();

  function keepCookies(response: LightMyRequestResponse) {
    for (const cookie of response.cookies) {
      const expired = cookie.maxAge === 0 || (cookie.expires && cookie.expires.getTime() <= Date.now());
      if (expired) cookies.delete(cookie.name);
      else cookies.set(cookie.name, cookie.value);
    }
  }

  async function call(method: Method, url: string, { body, remoteAddress }: CallOptions = {}) {
    if (!cookies.has(xsrfCookieName)) keepCookies(await current().app.inject({ url: '/api/csrf' }));
    const options: InjectOptions = {
      method,
      url,
      headers: { 'x-tenant': tenant, [xsrfHeaderName]: cookies.get(xsrfCookieName) ?? '' },
      cookies: Object.fromEntries(cookies),
      remoteAddress,
    };
    if (body !== undefined) options.payload = body as InjectOptions['payload'];
    const response = await current().app.inject(options);
    keepCookies(response);
    return response;
  }

  async function logIn(email: string, password = demoPassword, remoteAddress?: string) {
    return call('POST', `/api/auth/login?recaptchaResponse=${sandboxRecaptchaAnswer}`, {
      body: { email, password },
      remoteAddress,
    });
  }

  return {
    cookies,
    call,
    logIn,
    get: (url: string) => call('GET', url),
    /** Logs in and fails the test unless it worked. */
    async loggedIn(email: string, password = demoPassword) {
      const response = await logIn(email, password);
      expect(response.statusCode, response.body).toBe(200);
      return response;
    },
  };
}

/** The links of the newest e-mail to `to`, read from the outbox as a journey would. */
export async function latestEmailTo(current: () => TestApp, to: string) {
  const response = await current().app.inject({ url: `/outbox/messages?to=${encodeURIComponent(to)}` });
  const { messages } = response.json<{ messages: { subject: string; text: string; links: string[] }[] }>();
  return messages[0];
}

/** The value of a query parameter in the newest e-mail's link to the given page path. */
export async function tokenFromEmail(current: () => TestApp, to: string, parameter: string) {
  const email = await latestEmailTo(current, to);
  const link = email?.links.find((candidate) => new URL(candidate).searchParams.has(parameter));
  if (!link) throw new Error(`no link with ${parameter} in the newest e-mail to ${to}`);
  return new URL(link).searchParams.get(parameter)!;
}
