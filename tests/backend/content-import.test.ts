import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { exportContentPages, importContentPages } from '../../backend/src/content/content-transfer.js';
import { validateContentPages } from '../../backend/src/content/content-validation.js';
import { InvalidDataError } from '../../backend/src/errors.js';
import { exportTenant, importTenant } from '../../backend/src/tenant/tenant-transfer.js';
import { contentPageSchema } from '../../backend/src/schemas/content.js';
import { startTestApp, type TestApp } from './support/test-app.js';
import { drivers } from './support/test-database.js';

const page = (slug: string, blocks: unknown[]) => ({ slug, meta: { title: `Seite ${slug}` }, blocks });
const text = (id: string, value: unknown) => ({ id, type: 'text', fields: { text: value } });

describe('content validation', () => {
  it('reports every problem with its file, page and block path', () => {
    const { pages, problems } = validateContentPages([
      { source: 'de/aktion.json', content: page('aktion', [text('a', 'Gut')]) },
      {
        source: 'de/kaputt.json',
        content: page('kaputt', [
          {
            id: 'row',
            type: 'row',
            fields: {},
            children: [
              {
                id: 'map',
                type: 'iframe',
                fields: { title: 'Karte', src: 'http://x.example', provider: 'X' },
              },
              { id: 'holo', type: 'hologram', fields: {} },
              text('row', 'doppelt'),
            ],
          },
        ]),
      },
      { source: 'de/ohne-titel.json', content: { slug: 'Ohne Titel', meta: {}, blocks: [] } },
      { source: 'de/aktion-2.json', content: page('aktion', []) },
    ]);
    expect(pages).toEqual([]);
    expect(problems).toEqual([
      {
        source: 'de/kaputt.json',
        page: 'kaputt',
        path: 'blocks[0] (row, row).children[0] (map, iframe).fields.src',
        message: 'an https URL',
      },
      {
        source: 'de/kaputt.json',
        page: 'kaputt',
        path: 'blocks[0] (row, row).children[1] (holo, hologram)',
        message: 'unknown block type hologram',
      },
      {
        source: 'de/kaputt.json',
        page: 'kaputt',
        path: 'blocks[0] (row, row).children[2] (row, text)',
        message: 'block id row is used twice',
      },
      { source: 'de/ohne-titel.json', path: 'slug', message: 'lower-case words joined by - and /' },
      { source: 'de/ohne-titel.json', path: 'meta.title', message: 'Required' },
      { source: 'de/aktion-2.json', page: 'aktion', path: 'slug', message: 'also in de/aktion.json' },
    ]);
  });

  it('gives valid pages with the schema defaults filled in', () => {
    const { pages, problems } = validateContentPages([
      { source: 'x', content: page('a/b', [text('t', 'Hallo')]) },
    ]);
    expect(problems).toEqual([]);
    expect(pages[0]?.blocks[0]?.fields).toEqual({ text: 'Hallo', align: 'start' });
  });
});

describe.each(drivers)('content import and export on %s', (driver) => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await startTestApp(driver);
  });
  afterAll(() => testApp.close());

  const getPage = (slug: string) =>
    testApp.app.inject({ url: `/api/content/pages/${slug}`, headers: { 'x-tenant': 'de' } });

  it('imports all or nothing: one invalid block and no page is written', async () => {
    const { db } = testApp.database;
    const attempt = db.transaction((tx) =>
      importContentPages(tx, 'de', [
        { source: 'neu.json', content: page('neu', [text('t', 'Neu')]) },
        { source: 'impressum.json', content: page('impressum', [text('t', 42)]) },
      ]),
    );
    await expect(attempt).rejects.toBeInstanceOf(InvalidDataError);
    await expect(attempt).rejects.toMatchObject({
      details: [
        'impressum.json (page impressum) › blocks[0] (t, text).fields.text: Expected string, received number',
      ],
    });
    expect((await getPage('neu')).statusCode).toBe(404);
    expect(contentPageSchema.parse((await getPage('impressum')).json()).meta.title).toBe('Impressum');
  });

  it('exports the pages in the format it imports, and replaces pages by slug', async () => {
    const { db } = testApp.database;
    const exported = await exportContentPages(db, 'de');
    expect(exported.map((each) => each.slug)).toEqual(expect.arrayContaining(['bausteine', 'service/faq']));
    const faq = exported.find((each) => each.slug === 'service/faq')!;
    const files = exported.map((each) => ({
      source: `${each.slug}.json`,
      content:
        each.slug === 'service/faq' ? { ...each, meta: { ...each.meta, title: 'Fragen & Antworten' } } : each,
    }));
    await expect(db.transaction((tx) => importContentPages(tx, 'de', files))).resolves.toEqual({
      imported: exported.length,
    });
    const served = contentPageSchema.parse((await getPage('service/faq')).json());
    expect(served.meta.title).toBe('Fragen & Antworten');
    expect(served.blocks).toEqual(faq.blocks);
  });

  it('keeps drafts next to the published pages, served only in CMS preview', async () => {
    const { db } = testApp.database;
    const getPreview = (slug: string) =>
      testApp.app.inject({ url: `/api/content/pages/${slug}?preview=true`, headers: { 'x-tenant': 'de' } });
    const draftImprint = page('impressum', [text('draft-text', 'Neue Anschrift ab März.')]);
    await db.transaction((tx) =>
      importContentPages(
        tx,
        'de',
        [
          { source: 'impressum.json', content: draftImprint },
          { source: 'aktion.json', content: page('aktion', [text('t', 'Bald')]) },
        ],
        'draft',
      ),
    );
    // Shoppers see the published version; the preview is refused while cms.preview is off.
    expect(contentPageSchema.parse((await getPage('impressum')).json()).meta.title).toBe('Impressum');
    expect((await getPage('aktion')).statusCode).toBe(404);
    expect((await getPreview('impressum')).statusCode).toBe(403);

    const tenant = await exportTenant(db, 'de');
    await importTenant(db, {
      ...tenant,
      clientRuntimeConfig: {
        ...tenant.clientRuntimeConfig,
        cms: { ...tenant.clientRuntimeConfig.cms, preview: true },
      },
    });
    expect(contentPageSchema.parse((await getPreview('impressum')).json())).toMatchObject({
      meta: { title: 'Seite impressum' },
      blocks: [{ id: 'draft-text' }],
    });
    expect((await getPreview('aktion')).statusCode).toBe(200);
    expect((await exportContentPages(db, 'de', 'draft')).map((each) => each.slug)).toContain('aktion');
    expect((await exportContentPages(db, 'de')).map((each) => each.slug)).not.toContain('aktion');

    // Publishing the draft makes it the page and drops the draft.
    await db.transaction((tx) =>
      importContentPages(tx, 'de', [{ source: 'impressum.json', content: draftImprint }]),
    );
    expect(contentPageSchema.parse((await getPage('impressum')).json()).blocks).toMatchObject([
      { id: 'draft-text' },
    ]);
  });
});
