import type { WebviewFlags } from '~/utils/webview-flags';

/**
 * Issue 37, §4: the tracking layer runs only with the statistics consent (C0002), and in a
 * webview only when the app said analytics=true. Nothing is pushed, sent or loaded otherwise.
 */
export function trackingAllowed(
  consent: { statistic: boolean },
  webview: Pick<WebviewFlags, 'webview' | 'analytics'>,
) {
  if (!consent.statistic) return false;
  return !webview.webview || webview.analytics;
}

/** §9: the home path as tracking reports it. */
export const HOME_TRACKING_PATH = '/startpage';

/** §9: the configured prefix, then the path (home as /startpage) with its slashes as colons. */
export function pageNameOf(pathname: string, prefix: string): string {
  const path = pathname === '/' || pathname === '' ? HOME_TRACKING_PATH : pathname.replace(/\/+$/, '');
  let decoded = path;
  try {
    decoded = decodeURIComponent(path);
  } catch {
    // A malformed escape stays as it came.
  }
  return `${prefix}${decoded.replaceAll('/', ':')}`;
}
