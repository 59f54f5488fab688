/**
 * An image that may be the page's largest paint (the first screen's) is fetched at once, with high
 * priority, and painted together with the text around it; the others load when the shopper scrolls
 * near them. React 18 knows no `fetchPriority` prop, so the attribute is spelled as HTML has it.
 */
export function imageLoading(onFirstScreen: boolean) {
  return onFirstScreen
    ? ({ loading: 'eager', decoding: 'sync', fetchpriority: 'high' } as const)
    : ({ loading: 'lazy', decoding: 'async' } as const);
}
