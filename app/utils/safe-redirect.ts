/**
 * Where a form sends the shopper back to: a path on this site only. Anything else (another
 * host, `//host`, `/\host`, a scheme) falls back, so a crafted form cannot send shoppers away.
 */
export function safeRedirectTo(
  value: FormDataEntryValue | string | null | undefined,
  fallback: string,
): string {
  if (typeof value !== 'string' || !value.startsWith('/')) return fallback;
  if (value.startsWith('//') || value.startsWith('/\\')) return fallback;
  try {
    const url = new URL(value, 'http://storefront.invalid');
    if (url.origin !== 'http://storefront.invalid') return fallback;
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return fallback;
  }
}
