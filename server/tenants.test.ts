import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import '../tests/storefront/console-guard';
import { makeTenant } from '../tests/storefront/factories';
import { createTenantPicker, fetchTenants } from './tenants';

const API = 'http://commerce-api.test';
const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const tenants = [
  { id: 'de', hosts: ['localhost', '127.0.0.1'], isDefault: true },
  { id: 'en', hosts: ['en.localhost'], isDefault: false },
];

describe('createTenantPicker', () => {
  it('picks the tenant by host, case-insensitively', () => {
    expect(createTenantPicker(tenants)('EN.localhost').id).toBe('en');
  });

  it('answers unknown hosts with the default tenant, or the one TENANT names', () => {
    expect(createTenantPicker(tenants)('shop.example.org').id).toBe('de');
    expect(createTenantPicker(tenants, 'en')('shop.example.org').id).toBe('en');
  });

  it('refuses a TENANT that does not exist', () => {
    expect(() => createTenantPicker(tenants, 'fr')).toThrow(/no tenant fr/);
  });
});

describe('fetchTenants', () => {
  it('waits for the commerce API, saying so, then loads every tenant configuration', async () => {
    let attempts = 0;
    const config = makeTenant().config;
    server.use(
      http.get(`${API}/tenants`, () => {
        attempts += 1;
        if (attempts < 3) return HttpResponse.error();
        return HttpResponse.json({
          tenants: [{ id: 'de', hosts: ['localhost'], locale: 'de-AT', isDefault: true }],
        });
      }),
      http.get(`${API}/tenant/config`, ({ request }) =>
        request.headers.get('X-Tenant') === 'de'
          ? HttpResponse.json(config)
          : HttpResponse.json({}, { status: 404 }),
      ),
    );
    const lines: string[] = [];
    const fetched = await fetchTenants(API, (line) => lines.push(line), 1);
    expect(fetched).toEqual([{ id: 'de', hosts: ['localhost'], locale: 'de-AT', isDefault: true, config }]);
    expect(lines).toEqual([
      expect.stringMatching(/^waiting for the commerce API at http:\/\/commerce-api.test \(attempt 1\)/),
      expect.stringMatching(/\(attempt 2\)/),
    ]);
  });

  it('fails loudly when a configuration breaks the contract', async () => {
    server.use(
      http.get(`${API}/tenants`, () =>
        HttpResponse.json({ tenants: [{ id: 'de', hosts: [], locale: 'de', isDefault: true }] }),
      ),
      http.get(`${API}/tenant/config`, () => HttpResponse.json({ clientRuntimeConfig: {} })),
    );
    await expect(fetchTenants(API, () => undefined, 1)).rejects.toThrow();
  });
});
