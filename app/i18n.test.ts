import { describe, expect, it } from 'vitest';
import '../tests/storefront/console-guard';
import { makeTenant } from '../tests/storefront/factories';
import { getI18nInstance } from './i18n';
import { detectLocale, translatorFor } from './i18n.server';
import { languageCookie } from './sessions.server';

describe('i18n', () => {
  it('interpolates single-brace placeholders, named or numbered like the spec', () => {
    const { t } = getI18nInstance('de', {
      greeting: 'Hallo {name}',
      max: 'Höchstens {0} Zeichen',
      html: '{value}',
    });
    expect(t('greeting', { name: 'Anna' })).toBe('Hallo Anna');
    expect(t('max', { 0: 50 })).toBe('Höchstens 50 Zeichen');
    expect(t('html', { value: '<b>' })).toBe('<b>');
  });

  it("translates with the tenant's bundle in the shopper's language", () => {
    const tenant = makeTenant();
    expect(translatorFor(tenant, 'en')('greeting', { name: 'Ann' })).toBe('Hello Ann');
  });

  it('takes the language from lng in the query, then the cookie, among the tenant languages', async () => {
    const tenant = makeTenant();
    const cookie = await languageCookie.serialize('en');
    expect(await detectLocale(tenant, new Request('http://shop.test/?lng=en'))).toBe('en');
    expect(
      await detectLocale(tenant, new Request('http://shop.test/', { headers: { Cookie: cookie } })),
    ).toBe('en');
    expect(await detectLocale(tenant, new Request('http://shop.test/?lng=fr'))).toBe('de');
    expect(await detectLocale(tenant, new Request('http://shop.test/'))).toBe('de');
  });
});
