const ORIGIN = 'http://same-site.invalid';

/** §2 returnUrl: only a path of this shop, never an open redirect (`//evil`, `/\evil`). */
export function safeReturnUrl(value: string | null | undefined): string | undefined {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return undefined;
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\\]/.test(value)) return undefined;
  try {
    const url = new URL(value, ORIGIN);
    if (url.origin !== ORIGIN) return undefined;
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return undefined;
  }
}
