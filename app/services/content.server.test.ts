import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import '../../tests/storefront/console-guard';
import { createApiClient } from './api-client.server';
import { ApiNotFoundError } from './api-errors.server';
import { createContentClient } from './content.server';

const API = 'http://commerce-api.test';
const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

function contentClient(
  tenantId: string,
  shopper: { signal?: AbortSignal; cookie?: string } = {},
  cms: { preview?: boolean } = {},
) {
  const api = createApiClient({
    baseUrl: API,
    tenantId,
    requestId: 'req-content',
    cookie: shopper.cookie ?? null,
    onSetCookie: () => undefined,
    unavailableMessage: () => 'Backend or internet is not available',
    signal: shopper.signal,
  });
  return createContentClient(api, tenantId, cms);
}

const page = (slug: string, title: string) => ({
  slug,
  meta: { title, keywords: [], noIndex: false, noFollow: false },
  blocks: [],
  updatedAt: '2026-11-01T08:00:00.000Z',
});

describe('published content', () => {
  it('asks the API once per tenant and page while the page is fresh', async () => {
    const calls: string[] = [];
    server.use(
      http.get(`${API}/api/content/pages/service/lieferung`, ({ request }) => {
        const tenant = request.headers.get('X-Tenant') ?? '';
        calls.push(tenant);
        return HttpResponse.json(page('service/lieferung', `Lieferung ${tenant}`));
      }),
    );

    const first = await contentClient('cache-a').getPage('service/lieferung');
    const second = await contentClient('cache-a').getPage('/service/lieferung/');
    const otherTenant = await contentClient('cache-b').getPage('service/lieferung');

    expect(first.meta.title).toBe('Lieferung cache-a');
    expect(second).toEqual(first);
    expect(otherTenant.meta.title).toBe('Lieferung cache-b');
    expect(calls).toEqual(['cache-a', 'cache-b']);
  });

  it('never keeps a missing page, so a page published later shows up at once', async () => {
    let published = false;
    server.use(
      http.get(`${API}/api/content/pages/neu`, () =>
        published
          ? HttpResponse.json(page('neu', 'Neu im Sortiment'))
          : HttpResponse.json({ code: 'NOT_FOUND', message: 'No content page at neu' }, { status: 404 }),
      ),
    );
    const content = contentClient('cache-c');

    await expect(content.getPage('neu')).rejects.toBeInstanceOf(ApiNotFoundError);
    published = true;
    await expect(content.getPage('neu')).resolves.toMatchObject({ meta: { title: 'Neu im Sortiment' } });
  });

  it('still serves a shopper whose page another, departed shopper was already fetching', async () => {
    const cookies: (string | null)[] = [];
    server.use(
      http.get(`${API}/api/content/pages/angebote`, async ({ request }) => {
        cookies.push(request.headers.get('Cookie'));
        await new Promise((resolve) => setTimeout(resolve, 50));
        return HttpResponse.json(page('angebote', 'Angebote'));
      }),
    );
    const departing = new AbortController();
    const first = contentClient('cache-d', { signal: departing.signal, cookie: 'session=first' });
    const second = contentClient('cache-d', { cookie: 'session=second' });

    const firstPage = first.getPage('angebote');
    const secondPage = second.getPage('angebote');
    departing.abort();

    await expect(secondPage).resolves.toMatchObject({ meta: { title: 'Angebote' } });
    await expect(firstPage).resolves.toMatchObject({ meta: { title: 'Angebote' } });
    expect(cookies).toEqual([null]);
  });
});

describe('CMS preview', () => {
  it('asks for the drafts on every view, never from the published cache', async () => {
    const asked: string[] = [];
    server.use(
      http.get(`${API}/api/content/pages/impressum`, ({ request }) => {
        asked.push(new URL(request.url).search);
        return HttpResponse.json(page('impressum', `Entwurf ${asked.length}`));
      }),
    );
    const preview = contentClient('preview-a', {}, { preview: true });
    expect((await preview.getPage('impressum')).meta.title).toBe('Entwurf 1');
    expect((await preview.getPage('impressum')).meta.title).toBe('Entwurf 2');
    expect(asked).toEqual(['?preview=true', '?preview=true']);
  });
});

describe('personal voucher content', () => {
  it('asks once for the same vouchers in any order, without the shopper’s cookies', async () => {
    const asked: { ids: string | null; cookie: string | null }[] = [];
    server.use(
      http.get(`${API}/api/content/vouchers/personalvouchers`, ({ request }) => {
        asked.push({
          ids: new URL(request.url).searchParams.get('promotionIds'),
          cookie: request.headers.get('Cookie'),
        });
        return HttpResponse.json({
          vouchers: [{ promotionId: 'joe-obst-15', type: 'personal', title: '15 % auf Obst und Gemüse' }],
        });
      }),
    );
    const member = contentClient('vouchers-a', { cookie: 'session=anna' });
    const first = await member.getPersonalVouchers(['joe-obst-15', 'joe-kaffee-2fuer1']);
    const again = await member.getPersonalVouchers(['joe-kaffee-2fuer1', 'joe-obst-15']);
    expect(again).toEqual(first);
    expect(asked).toEqual([{ ids: 'joe-kaffee-2fuer1,joe-obst-15', cookie: null }]);
  });
});
