/** A path of this shop to go back to after a form; anything else (another site) becomes `/`. */
export function returnPathOf(value: FormDataEntryValue | null): string {
  return typeof value === 'string' && /^\/(?![/\\])/.test(value) ? value : '/';
}

/**
 * Whether another site sent this form: it must not change a shopper's choices (a consent given
 * by a hidden form elsewhere is no consent). Browsers that say nothing are let through.
 */
export function isCrossSiteForm(request: Request): boolean {
  return request.headers.get('Sec-Fetch-Site') === 'cross-site';
}
