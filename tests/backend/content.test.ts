import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  clientConfigsResponseSchema,
  contentPageListSchema,
  contentPageSchema,
} from '../../backend/src/schemas/content.js';
import { startTestApp, type TestApp } from './support/test-app.js';
import { drivers } from './support/test-database.js';

describe.each(drivers)('content on %s', (driver) => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await startTestApp(driver);
  });
  afterAll(() => testApp.close());

  const get = (url: string, tenant = 'de') => testApp.app.inject({ url, headers: { 'x-tenant': tenant } });

  it('serves the home page with its meta and block tree', async () => {
    const response = await get('/api/content/pages/startseite');
    expect(response.statusCode).toBe(200);
    const page = contentPageSchema.parse(response.json());
    expect(page.meta.title).toBe('Online-Supermarkt mit Lieferung und Abholung');
    const types = JSON.stringify(page.blocks).match(/"type":"\w+"/g) ?? [];
    for (const type of [
      'section',
      'row',
      'column',
      'teaser',
      'headline',
      'text',
      'image',
      'button',
      'lineSeparator',
    ]) {
      expect(types).toContain(`"type":"${type}"`);
    }
  });

  it('serves a page whose slug contains a slash', async () => {
    const response = await get('/api/content/pages/service/lieferung');
    expect(response.statusCode).toBe(200);
    expect(contentPageSchema.parse(response.json())).toMatchObject({
      slug: 'service/lieferung',
      meta: { title: 'Lieferung & Abholung' },
    });
  });

  it('serves each tenant its own pages', async () => {
    expect((await get('/api/content/pages/service/delivery', 'en')).statusCode).toBe(200);
    expect((await get('/api/content/pages/service/delivery', 'de')).statusCode).toBe(404);
  });

  it('answers a missing page with 404 NOT_FOUND', async () => {
    const response = await get('/api/content/pages/gibt/es/nicht');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ code: 'NOT_FOUND', message: 'No content page at gibt/es/nicht' });
  });

  it('has the content-managed 404 page at cms.notFoundPageSlug, kept out of search engines', async () => {
    for (const tenant of ['de', 'en']) {
      const config = (await get('/tenant/config', tenant)).json();
      const page = contentPageSchema.parse(
        (await get(`/api/content/pages/${config.clientRuntimeConfig.cms.notFoundPageSlug}`, tenant)).json(),
      );
      expect(page.meta).toMatchObject({ noIndex: true });
      expect(JSON.stringify(page.blocks)).toContain('"type":"button"');
    }
  });

  it('lists the published pages for the sitemap', async () => {
    const { pages } = contentPageListSchema.parse((await get('/api/content/pages')).json());
    expect(pages.map(({ slug }) => slug)).toEqual(
      expect.arrayContaining(['startseite', 'service/lieferung', 'service/faq', 'ueber-uns', 'impressum']),
    );
    expect(pages).toContainEqual({ slug: 'ueber-uns', title: 'Über uns', noIndex: false });
    // Pages kept out of search engines say so, for sitemap.xml to leave them out.
    expect(pages).toContainEqual({ slug: 'bausteine', title: 'Bausteine der Inhaltsseiten', noIndex: true });
  });

  it('answers only the client configs asked for with types[]', async () => {
    const response = await get('/api/content/configs/client?types[]=header&types[]=footer');
    expect(response.statusCode).toBe(200);
    const configs = clientConfigsResponseSchema.parse(response.json());
    expect(Object.keys(configs).sort()).toEqual(['footer', 'header']);
    expect(configs.header?.serviceLinks).toContainEqual({
      label: 'Favoriten',
      href: '/favoriten',
      audience: 'everyone',
    });
    expect(configs.header?.serviceLinks).toContainEqual({
      label: 'Filialfinder',
      href: '/filialfinder',
      audience: 'everyone',
    });
  });

  it('accepts a single types[] and repeated types= as well', async () => {
    const single = clientConfigsResponseSchema.parse(
      (await get('/api/content/configs/client?types[]=topbarbanner')).json(),
    );
    expect(Object.keys(single)).toEqual(['topbarbanner']);
    expect(single.topbarbanner?.text).toContain('50');

    const repeated = (
      await get('/api/content/configs/client?types=socialsharingandseo&types=header', 'en')
    ).json();
    expect(Object.keys(repeated).sort()).toEqual(['header', 'socialsharingandseo']);
    expect(repeated.socialsharingandseo.titleTemplate).toBe('%s | Freshbasket');
  });

  it('ignores unknown config types instead of failing', async () => {
    const response = await get('/api/content/configs/client?types[]=header&types[]=megamenu');
    expect(response.statusCode).toBe(200);
    expect(Object.keys(response.json())).toEqual(['header']);
  });
});
