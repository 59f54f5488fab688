import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tenants } from '../../backend/src/db/schema/tenants.js';
import {
  tenantConfigSchema,
  tenantListSchema,
  type ClientRuntimeConfig,
  type TenantConfig,
} from '../../backend/src/schemas/tenant.js';
import { startTestApp, type TestApp } from './support/test-app.js';
import { drivers } from './support/test-database.js';

describe.each(drivers)('tenants on %s', (driver) => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await startTestApp(driver);
  });
  afterAll(() => testApp.close());

  async function tenantConfig(headers: Record<string, string>): Promise<TenantConfig> {
    const response = await testApp.app.inject({ url: '/tenant/config', headers });
    expect(response.statusCode).toBe(200);
    return tenantConfigSchema.parse(response.json());
  }

  it('lists both tenants with their hosts and the default', async () => {
    const response = await testApp.app.inject({ url: '/tenants' });
    const { tenants } = tenantListSchema.parse(response.json());
    expect(tenants).toEqual([
      { id: 'de', hosts: ['localhost', '127.0.0.1', 'shop.example.at'], locale: 'de-AT', isDefault: true },
      { id: 'en', hosts: ['en.localhost', 'shop.example.com'], locale: 'en-IE', isDefault: false },
    ]);
  });

  it('picks the tenant named by X-Tenant over the host', async () => {
    const config = await tenantConfig({ 'x-tenant': 'en', host: 'localhost' });
    expect(config.clientRuntimeConfig.tenantId).toBe('en');
  });

  it('picks the tenant by host when no X-Tenant is sent', async () => {
    expect((await tenantConfig({ host: 'shop.example.com' })).clientRuntimeConfig.tenantId).toBe('en');
    expect((await tenantConfig({ host: 'en.localhost:3000' })).clientRuntimeConfig.tenantId).toBe('en');
    expect((await tenantConfig({ host: 'shop.example.at' })).clientRuntimeConfig.tenantId).toBe('de');
  });

  it('falls back to the TENANT default for an unknown host', async () => {
    expect((await tenantConfig({ host: 'unknown.example.org' })).clientRuntimeConfig.tenantId).toBe('de');
  });

  // An operator's stored tenant config from before a field was added still serves after the
  // upgrade: the new fields take their defaults.
  it('serves a tenant config stored before recaptcha and the service selection existed', async () => {
    const [stored] = await testApp.database.db
      .select({ config: tenants.clientRuntimeConfig })
      .from(tenants)
      .where(eq(tenants.id, 'en'));
    const { recaptcha: _recaptcha, serviceSelection: _serviceSelection, ...older } = stored!.config;
    await testApp.database.db
      .update(tenants)
      .set({ clientRuntimeConfig: older as ClientRuntimeConfig })
      .where(eq(tenants.id, 'en'));
    try {
      const { clientRuntimeConfig } = await tenantConfig({ 'x-tenant': 'en' });
      expect(clientRuntimeConfig.recaptcha).toEqual({
        enabled: true,
        provider: 'sandbox',
        siteKey: 'sandbox',
      });
      expect(clientRuntimeConfig.serviceSelection).toEqual({ mode: 'optional', promptEveryAttempts: 5 });
    } finally {
      await testApp.database.db
        .update(tenants)
        .set({ clientRuntimeConfig: stored!.config })
        .where(eq(tenants.id, 'en'));
    }
  });

  it('answers an unknown X-Tenant with 404 TENANT_UNKNOWN', async () => {
    const response = await testApp.app.inject({ url: '/tenant/config', headers: { 'x-tenant': 'fr' } });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ code: 'TENANT_UNKNOWN' });
  });

  it('gives the German tenant exactly the slugs later issues rely on', async () => {
    const { clientRuntimeConfig } = await tenantConfig({ 'x-tenant': 'de' });
    const slugs = Object.fromEntries(
      Object.entries(clientRuntimeConfig.pages).map(([key, setting]) => [key, setting.urlslug]),
    );
    expect(slugs).toEqual({
      cart: 'warenkorb',
      checkout: 'kasse',
      product: 'produkte',
      products: 'kategorie',
      brands: 'marken',
      search: 'suche',
      recipes: 'rezepte',
      pesticides: 'pestizide',
      login: 'anmelden',
      registration: 'registrieren',
      'password-reset': 'passwort-vergessen',
      profile: 'profil',
      'favorite-products': 'favoriten',
      'delivery-pass': 'lieferpass',
      storefinder: 'filialfinder',
      'order-physical-card': 'karte-bestellen',
      'offline-account': 'konto-aktivieren',
      sitemap: 'sitemap',
    });
    expect(clientRuntimeConfig).toMatchObject({
      locale: 'de-AT',
      languages: ['de', 'en'],
      defaultLanguage: 'de',
    });
  });

  it('overrides the German sitemap slug with an explicit path (§2)', async () => {
    const { clientRuntimeConfig } = await tenantConfig({ 'x-tenant': 'de' });
    expect(clientRuntimeConfig.pages.sitemap).toEqual({ urlslug: 'sitemap', path: '/seitenuebersicht' });
  });

  it('switches every feature on for the German tenant and some off for the English one', async () => {
    const de = (await tenantConfig({ 'x-tenant': 'de' })).clientRuntimeConfig;
    const en = (await tenantConfig({ 'x-tenant': 'en' })).clientRuntimeConfig;
    expect(Object.values(de.features).every(Boolean)).toBe(true);
    expect(en.features).toMatchObject({ featureRecipes: false, featurePesticides: false, featureJoe: false });
    expect(en.features.featureCartCheckout).toBe(true);
    expect(en.pages.cart.urlslug).toBe('basket');
  });

  it('ships German and English messages for the German tenant, English only for the English one', async () => {
    expect(Object.keys((await tenantConfig({ 'x-tenant': 'de' })).messageBundle).sort()).toEqual([
      'de',
      'en',
    ]);
    expect(Object.keys((await tenantConfig({ 'x-tenant': 'en' })).messageBundle)).toEqual(['en']);
  });

  it('seeds examples in every redirect map', async () => {
    for (const tenant of ['de', 'en']) {
      const { redirects } = await tenantConfig({ 'x-tenant': tenant });
      expect(Object.keys(redirects.oneToOne).length).toBeGreaterThan(0);
      expect(redirects.manyToOne.length).toBeGreaterThan(0);
      expect(redirects.manyToMany.length).toBeGreaterThan(0);
    }
    const { redirects } = await tenantConfig({ 'x-tenant': 'de' });
    expect(redirects.manyToMany).toContainEqual({ fromPrefix: '/rezept/', toPrefix: '/rezepte/' });
  });
});
