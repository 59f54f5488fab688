import { delay, http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import '../../tests/storefront/console-guard';
import { createApiClient } from './api-client.server';
import { createSearchClient } from './search.server';

const API = 'http://commerce-api.test';
const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  vi.restoreAllMocks();
});
afterAll(() => server.close());

function searchClient(signal?: AbortSignal) {
  const api = createApiClient({
    baseUrl: API,
    tenantId: 'de',
    requestId: 'req-search',
    cookie: null,
    onSetCookie: () => undefined,
    unavailableMessage: () => 'Backend or internet is not available',
    signal,
  });
  return createSearchClient(api, 'req-search');
}

describe("the results page's other tabs' totals", () => {
  it('counts them 0 and says so in the log when the API fails', async () => {
    server.use(http.get(`${API}/api/search/totals/milch`, () => new HttpResponse(null, { status: 503 })));
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);

    expect(await searchClient().totals('milch', ['recipes', 'content'])).toEqual({});
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('search totals failed'));
  });

  it('counts them 0 without a warning when the shopper went away meanwhile', async () => {
    server.use(
      http.get(`${API}/api/search/totals/milch`, async () => {
        await delay('infinite');
        return HttpResponse.json({ totals: {} });
      }),
    );
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const shopper = new AbortController();

    const totals = searchClient(shopper.signal).totals('milch', ['recipes']);
    setTimeout(() => shopper.abort(), 20);

    expect(await totals).toEqual({});
    expect(warn).not.toHaveBeenCalled();
  });
});
