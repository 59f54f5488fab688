import type { AppLoadContext } from '@remix-run/node';
import { describe, expect, it } from 'vitest';
import { tenantMessages, writeClientBuild } from '../../tests/storefront/client-build';
import { makeRuntimeConfig } from '../../tests/storefront/factories';
import { messagesVersion } from '~/i18n.server';
import { loader } from './resources.messages.$lng';

const clientBuild = writeClientBuild();
const context = {
  tenant: { config: { clientRuntimeConfig: makeRuntimeConfig(), messageBundle: { de: tenantMessages } } },
  clientBuild,
} as unknown as AppLoadContext;
const version = messagesVersion(tenantMessages, clientBuild);

async function ask(query: string, lng = 'de') {
  try {
    const response = await loader({
      request: new Request(`http://shop.test/resources/messages/${lng}?${query}`),
      params: { lng },
      context,
    });
    return { status: response.status, headers: response.headers, body: await response.json() };
  } catch (thrown) {
    if (thrown instanceof Response) return { status: thrown.status, headers: thrown.headers, body: null };
    throw thrown;
  }
}

describe('the browser’s messages (decision 0025)', () => {
  it('answers the messages of the routes asked for, to be kept for good under the current version', async () => {
    const answer = await ask(`v=${version}&routes=root,routes/login`);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('Cache-Control')).toBe('public, max-age=31536000, immutable');
    expect(answer.body.account).toEqual({ login: { title: 'Anmelden' } });
    expect(answer.body.header).toEqual({ navLabel: 'Hauptnavigation' });
    expect(answer.body.shoppingCart.discount).toBeUndefined();
  });

  it('answers all messages without routes, and every answer has its own ETag', async () => {
    const all = await ask(`v=${version}`);
    expect(all.body).toEqual(tenantMessages);
    const login = await ask(`v=${version}&routes=routes/login`);
    expect(login.body).toEqual({ account: { login: { title: 'Anmelden' } } });
    expect(all.headers.get('ETag')).toMatch(new RegExp(`^"${version.replace('.', '\\.')}-`));
    expect(login.headers.get('ETag')).not.toBe(all.headers.get('ETag'));
  });

  it('names messages and build in the version, and keeps an outdated one only briefly', async () => {
    expect(version).toMatch(/^[\w-]{12}\.b1$/);
    const outdated = await ask('v=outdated&routes=root');
    expect(outdated.headers.get('Cache-Control')).toBe('public, max-age=60');
  });

  it('knows no language the tenant does not offer', async () => {
    expect((await ask(`v=${version}`, 'xx')).status).toBe(404);
  });
});
