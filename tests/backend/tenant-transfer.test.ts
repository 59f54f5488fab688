import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConflictError, InvalidDataError } from '../../backend/src/errors.js';
import { tenantListSchema } from '../../backend/src/schemas/tenant.js';
import { exportTenant, importTenant } from '../../backend/src/tenant/tenant-transfer.js';
import { startTestApp, type TestApp } from './support/test-app.js';
import { drivers } from './support/test-database.js';

describe.each(drivers)('tenant export and import on %s', (driver) => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await startTestApp(driver, { TENANT_CACHE_SECONDS: 30 });
  });
  afterAll(() => testApp.close());

  it('moves a page to a new slug when an operator edits the exported file', async () => {
    const file = await exportTenant(testApp.database.db, 'de');
    file.clientRuntimeConfig.pages.cart.urlslug = 'einkaufswagen';
    expect(await importTenant(testApp.database.db, JSON.parse(JSON.stringify(file)))).toEqual({
      tenantId: 'de',
      created: false,
    });

    const config = (
      await testApp.app.inject({ url: '/tenant/config', headers: { 'x-tenant': 'de' } })
    ).json();
    expect(config.clientRuntimeConfig.pages.cart).toEqual({ urlslug: 'einkaufswagen' });
  });

  it('refuses a file that breaks the tenant config contract and changes nothing', async () => {
    const file = await exportTenant(testApp.database.db, 'en');
    const broken = { ...file, redirects: { oneToOne: {} } };
    await expect(importTenant(testApp.database.db, broken)).rejects.toBeInstanceOf(InvalidDataError);
    expect(await exportTenant(testApp.database.db, 'en')).toEqual(file);
  });

  it('refuses a tenant whose hosts another tenant already answers', async () => {
    const file = await exportTenant(testApp.database.db, 'en');
    file.hosts = ['en.localhost', 'localhost'];
    await expect(importTenant(testApp.database.db, file)).rejects.toBeInstanceOf(ConflictError);
  });

  it('creates a new tenant, which needs hosts, and can make it the default', async () => {
    const { hosts: _hosts, ...template } = await exportTenant(testApp.database.db, 'en');
    const fresh = { ...template, clientRuntimeConfig: { ...template.clientRuntimeConfig, tenantId: 'ie' } };
    await expect(importTenant(testApp.database.db, fresh)).rejects.toBeInstanceOf(InvalidDataError);
    const configOfIe = () => testApp.app.inject({ url: '/tenant/config', headers: { 'x-tenant': 'ie' } });
    expect((await configOfIe()).statusCode).toBe(404);

    const created = await importTenant(testApp.database.db, {
      ...fresh,
      hosts: ['ie.localhost'],
      isDefault: true,
    });
    expect(created).toEqual({ tenantId: 'ie', created: true });
    // An unknown tenant is not remembered by the API's tenant cache: the new one answers at once.
    expect((await configOfIe()).statusCode).toBe(200);
    const { tenants } = tenantListSchema.parse((await testApp.app.inject({ url: '/tenants' })).json());
    expect(tenants.filter(({ isDefault }) => isDefault).map(({ id }) => id)).toEqual(['ie']);
  });
});
