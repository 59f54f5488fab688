import { describe, expect, it } from 'vitest';
import '../tests/storefront/console-guard';
import { createToastHeaders, getToast, readWebviewFlags, redirectWithToast } from './sessions.server';

function cookiesOf(setCookies: string[]): string {
  return setCookies.map((cookie) => cookie.split(';')[0]).join('; ');
}

function requestWith(url: string, setCookies: string[] = []): Request {
  return new Request(url, { headers: setCookies.length ? { Cookie: cookiesOf(setCookies) } : {} });
}

describe('toasts', () => {
  it('survive a redirect in the session cookie and are shown once', async () => {
    const response = await redirectWithToast('/warenkorb', { type: 'success', message: 'Hinzugefügt' });
    expect(response.status).toBe(302);
    expect(response.headers.get('Location')).toBe('/warenkorb');

    const next = await getToast(requestWith('http://shop.test/warenkorb', response.headers.getSetCookie()));
    expect(next.toast).toMatchObject({
      type: 'success',
      message: 'Hinzugefügt',
      persistent: false,
      durationMs: 2000,
    });

    const afterwards = await getToast(requestWith('http://shop.test/', next.headers?.getSetCookie()));
    expect(afterwards.toast).toBeNull();
  });

  it('keep a persistent flag and a custom duration', async () => {
    const headers = await createToastHeaders({
      type: 'warning',
      message: 'Sitzung abgelaufen',
      durationMs: 3000,
    });
    const { toast } = await getToast(requestWith('http://shop.test/', headers.getSetCookie()));
    expect(toast).toMatchObject({ type: 'warning', durationMs: 3000 });
    const persistent = await createToastHeaders({ type: 'error', message: 'Zu schwer', persistent: true });
    expect(
      (await getToast(requestWith('http://shop.test/', persistent.getSetCookie()))).toast?.persistent,
    ).toBe(true);
  });

  it('answer nothing and set no cookie without a flashed toast', async () => {
    expect(await getToast(requestWith('http://shop.test/'))).toEqual({ toast: null, headers: null });
  });
});

describe('webview flags', () => {
  it('persist in cookies once set by query', async () => {
    const first = readWebviewFlags(requestWith('http://shop.test/?webview=true&hidebackbutton=true'));
    expect(first.flags).toEqual({ webview: true, hidebackbutton: true, analytics: false });
    expect(first.setCookies.map((cookie) => cookie.split(';')[0])).toEqual([
      'webview=true',
      'hidebackbutton=true',
    ]);

    const later = readWebviewFlags(requestWith('http://shop.test/warenkorb', first.setCookies));
    expect(later.flags).toEqual({ webview: true, hidebackbutton: true, analytics: false });
    expect(later.setCookies).toEqual([]);
  });

  it('keep analytics once set and drop a flag set to false', async () => {
    const set = readWebviewFlags(requestWith('http://shop.test/?analytics=true&webview=true'));
    const cleared = readWebviewFlags(requestWith('http://shop.test/?webview=false', set.setCookies));
    expect(cleared.flags).toEqual({ webview: false, hidebackbutton: false, analytics: true });
    expect(cleared.setCookies[0]).toMatch(/^webview=.*Max-Age=0/);
  });

  it('are all off for a plain visit', async () => {
    expect(readWebviewFlags(requestWith('http://shop.test/')).flags).toEqual({
      webview: false,
      hidebackbutton: false,
      analytics: false,
    });
  });
});
