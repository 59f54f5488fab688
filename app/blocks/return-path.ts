/** A path of this shop to go back to after a form; anything else (another site) becomes `/`. */
export function returnPathOf(value: FormDataEntryValue | null): string {
  return typeof value === 'string' && /^\/(?![/\\])/.test(value) ? value : '/';
}

/** A consent given by a hidden form elsewhere is no consent; browsers that say nothing pass. */
export function isCrossSiteForm(request: Request): boolean {
  return request.headers.get('Sec-Fetch-Site') === 'cross-site';
}
