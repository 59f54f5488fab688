import type { ConsentCategory } from '../../backend/src/schemas/content-fields.js';

export type CookieCategory = 'necessary' | ConsentCategory;
export type ShopCookie = {
  name: string;
  category: CookieCategory;
  setBy: 'storefront' | 'api';
  /** Until the browser closes, a year, a login (at most SESSION_MAX_DAYS, 30), or 5 minutes. */
  lifetime: 'session' | 'year' | 'login' | 'minutes';
};

// §1: all needed to run the shop but the tracking session (decision 0086), set only with the
// statistics consent; other categories come only from other sites' content.
export const shopCookies: readonly ShopCookie[] = [
  { name: '__session', category: 'necessary', setBy: 'storefront', lifetime: 'session' },
  { name: 'lng', category: 'necessary', setBy: 'storefront', lifetime: 'year' },
  { name: 'consent', category: 'necessary', setBy: 'storefront', lifetime: 'year' },
  { name: 'webview', category: 'necessary', setBy: 'storefront', lifetime: 'session' },
  { name: 'hidebackbutton', category: 'necessary', setBy: 'storefront', lifetime: 'session' },
  { name: 'analytics', category: 'necessary', setBy: 'storefront', lifetime: 'session' },
  { name: 'XSRF-TOKEN', category: 'necessary', setBy: 'api', lifetime: 'session' },
  { name: 'SESSION', category: 'necessary', setBy: 'api', lifetime: 'login' },
  { name: 'logged-in', category: 'necessary', setBy: 'api', lifetime: 'login' },
  { name: 'session-expired', category: 'necessary', setBy: 'api', lifetime: 'minutes' },
  { name: 'tracking_session', category: 'statistic', setBy: 'storefront', lifetime: 'session' },
];
