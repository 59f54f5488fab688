import type { ComponentProps } from 'react';
import { describe, expect, it } from 'vitest';
import '../../../tests/storefront/console-guard';
import { renderInShop, textOf } from '../../../tests/storefront/catalogue-test-support';
import { RecaptchaChallenge } from './recaptcha';

type Field = ComponentProps<typeof RecaptchaChallenge>['field'];
const field = (errors?: string[]) =>
  ({
    id: 'login-recaptcha',
    name: 'recaptchaResponse',
    errorId: 'login-recaptcha-error',
    errors,
  }) as unknown as Field;

describe('the recaptcha challenge', () => {
  it("draws Google's widget into a box of its own, posting its answer as recaptchaResponse", async () => {
    const html = await renderInShop(
      <RecaptchaChallenge challenge={{ kind: 'google', siteKey: 'site-key' }} field={field()} />,
    );
    expect(html).toMatch(/<input type="hidden" name="recaptchaResponse" value=""\/>/);
    expect(html).not.toContain('<script');
  });

  it('tells a shopper without JavaScript why the check cannot be done, and the error next to it', async () => {
    const html = await renderInShop(
      <RecaptchaChallenge
        challenge={{ kind: 'google', siteKey: 'site-key' }}
        field={field(['Bitte bestätige, dass du kein Roboter bist.'])}
      />,
    );
    expect(html).toMatch(/<noscript>.*Die Roboter-Prüfung braucht JavaScript.*<\/noscript>/s);
    expect(textOf(html)).toContain('Bitte bestätige, dass du kein Roboter bist.');
    expect(html).toContain('id="login-recaptcha-error"');
  });

  it('is the sandbox checkbox for the sandbox provider', async () => {
    const html = await renderInShop(<RecaptchaChallenge challenge={{ kind: 'checkbox' }} field={field()} />);
    expect(html).toMatch(
      /type="checkbox"[^>]*value="sandbox-passed"|value="sandbox-passed"[^>]*type="checkbox"/,
    );
  });
});
