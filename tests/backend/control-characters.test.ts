import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoCustomerEmail } from '../../backend/src/seed/customers/insert-customers.js';
import { apiErrorCodes } from '../../backend/src/schemas/error.js';
import { accountClient } from './support/account-client.js';
import { startTestApp, type TestApp } from './support/test-app.js';
import { drivers } from './support/test-database.js';

type Operation = {
  parameters?: { in: string; name: string }[];
  requestBody?: { content?: Record<string, { schema?: { properties?: Record<string, unknown> } }> };
};
type OpenApiDocument = { paths: Record<string, Record<string, Operation>> };
type Call = { method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'; url: string; body?: unknown };

// The webhook's body is the provider's signed text, judged by its signature before it is read.
const rawBodyRoutes = new Set(['POST /api/payments/webhook']);

/** Each route of the OpenAPI document, called with NUL in its path, its query and its JSON body. */
function callsWithNul(document: OpenApiDocument): Call[] {
  return Object.entries(document.paths).flatMap(([route, operations]) =>
    Object.entries(operations).flatMap(([verb, operation]) => {
      const method = verb.toUpperCase() as Call['method'];
      const inQuery = (operation.parameters ?? []).filter((parameter) => parameter.in === 'query');
      const filled = (value: string) => route.replace(/\{[^}]+\}/g, value);
      const query = (inQuery.length ? inQuery.map((parameter) => parameter.name) : ['q'])
        .map((name) => `${name}=%00`)
        .join('&');
      const calls: Call[] = [{ method, url: `${filled('x')}?${query}` }];
      if (route.includes('{')) calls.push({ method, url: filled('x%00') });
      if (method !== 'GET' && !rawBodyRoutes.has(`${method} ${route}`)) {
        const properties = operation.requestBody?.content?.['application/json']?.schema?.properties ?? {};
        const names = Object.keys(properties).length ? Object.keys(properties) : ['value'];
        const body = Object.fromEntries(names.map((name) => [name, `x\u0000`]));
        calls.push({ method, url: filled('x'), body: { ...body, nested: [{ text: 'a\u0000' }] } });
      }
      return calls;
    }),
  );
}

describe.each(drivers)('control characters on %s (issue 32.9)', (driver) => {
  let testApp: TestApp;
  beforeAll(async () => (testApp = await startTestApp(driver)));
  afterAll(async () => testApp.close());

  it('refuses them in the path, query or body of every route with CONTROL_CHARACTERS_NOT_ALLOWED', async () => {
    const shopper = accountClient(() => testApp);
    await shopper.loggedIn(demoCustomerEmail);
    const calls = callsWithNul(testApp.app.swagger() as unknown as OpenApiDocument);
    expect(calls.length).toBeGreaterThan(150);
    const walked = new Set(calls.map((call) => `${call.method} ${call.url}`));
    // The calls that answered 500 before (issue 32).
    for (const named of [
      'GET /api/content/pages/x%00',
      'GET /api/brands/x%00',
      'GET /api/recipes/x%00',
      'GET /api/stores?q=%00&latitude=%00&longitude=%00',
      'POST /api/carts/items',
      'POST /api/customers/addresses/x',
      'POST /api/carts/discount-codes',
      'POST /api/auth/login',
      'POST /api/auth/password-reset',
      'POST /api/orders/tracking',
      'POST /api/checkout/return',
    ])
      expect(walked, named).toContain(named);

    const answers: string[] = [];
    for (const call of calls) {
      const response = await shopper.call(call.method, call.url, { body: call.body });
      const code = /json/.test(String(response.headers['content-type']))
        ? response.json<{ code?: string }>().code
        : undefined;
      if (response.statusCode !== 400 || code !== apiErrorCodes.controlCharacters)
        answers.push(`${call.method} ${call.url}: ${response.statusCode} ${code}`);
    }
    expect(answers).toEqual([]);
  });

  it('answers the webhook, whose signed text it does not read, without a 5xx', async () => {
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/payments/webhook',
      headers: { 'content-type': 'application/json' },
      payload: '{"payment":{"hostedCheckoutId":"x\\u0000"}}',
    });
    expect(response.statusCode).toBeLessThan(500);
  });

  it('lets tabs and line breaks through to the rules of each field', async () => {
    const shopper = accountClient(() => testApp);
    const response = await shopper.call('POST', '/api/orders/tracking', {
      body: { orderNumber: '1\t2', email: 'anna\r\n@example.at' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: apiErrorCodes.validationFailed });
  });
});
