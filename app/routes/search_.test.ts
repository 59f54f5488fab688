import type { AppLoadContext } from '@remix-run/node';
import { describe, expect, it } from 'vitest';
import '../../tests/storefront/console-guard';
import { loader } from './search_';

type LoaderResult = { data: Record<string, unknown>; init: { status?: number } | null };

const context = {
  tenant: {
    paths: {
      search: '/suche',
      'search-term': '/suche/:term',
    },
    config: { clientRuntimeConfig: { shopForward: { enabled: false, baseUrl: '' } } },
  },
  t: (key: string) => key,
} as unknown as AppLoadContext;

async function load(query: string) {
  const request = new Request(`http://shop.test/suche${query}`);
  try {
    return (await loader({ request, context, params: {} })) as unknown as LoaderResult;
  } catch (thrown) {
    if (thrown instanceof Response) return thrown;
    throw thrown;
  }
}

describe('the plain search form’s target', () => {
  it('sends a valid term on to its search page, products tab (§2)', async () => {
    const answer = await load('?term=+Vollmilch+');
    expect(answer).toBeInstanceOf(Response);
    expect((answer as Response).headers.get('Location')).toBe('/suche/Vollmilch?tab=products');
  });

  it('keeps the Location header ASCII for a term with umlauts', async () => {
    const answer = (await load('?term=K%C3%A4se')) as Response;
    expect(answer.headers.get('Location')).toBe('/suche/K%C3%A4se?tab=products');
  });

  it('shows the form again for a term under 2 characters, with its error (§5)', async () => {
    const { data, init } = (await load('?term=M')) as LoaderResult;
    expect(init?.status).toBe(400);
    expect(data).toMatchObject({ term: 'M', error: 'tooShort', action: '/suche' });
  });

  it('shows the empty form when no term was sent', async () => {
    const { data, init } = (await load('')) as LoaderResult;
    expect(init).toBeNull();
    expect(data).toMatchObject({ term: '', error: null });
  });
});
