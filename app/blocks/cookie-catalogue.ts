import type { ConsentCategory } from '../../backend/src/schemas/content-fields.js';

export type CookieCategory = 'necessary' | ConsentCategory;
export type ShopCookie = {
  name: string;
  category: CookieCategory;
  /** Who sets it: the storefront or the commerce API (both on the shop's own domain). */
  setBy: 'storefront' | 'api';
  /** Until the browser closes, a year, a login (at most SESSION_MAX_DAYS, 30), or 5 minutes. */
  lifetime: 'session' | 'year' | 'login' | 'minutes';
};

// The cookies the shop itself sets, shown by the cookie list block (§1). All are needed to run
// the shop; statistics, marketing and target-group cookies come only from other sites' content
// (videos, maps, tags), which appears only after that category is allowed.
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
];
