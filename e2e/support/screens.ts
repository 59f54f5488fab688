// The screens the page-by-page checks visit. axe runs on each screen once per JavaScript setting:
// with JavaScript on at desktop width (accessibility.spec.ts) and, for a screen in both lists, with
// JavaScript off at 320 px (mobile-layout.spec.ts), instead of twice with each.

/** Screens accessibility.spec.ts checks with axe at desktop width. */
export const axeScreens: readonly string[] = [
  '/',
  '/kategorie',
  '/kategorie/milch-kaese',
  '/kategorie/milch-kaese?sort=unitprice&page=2',
  '/marken',
  '/suche',
  '/suche/milch',
  '/rezepte',
  '/pestizide',
  '/seitenuebersicht',
  '/service/lieferung',
  '/service/faq',
  '/service/kontakt',
  '/newsletter',
  '/umfrage',
  '/bausteine',
  '/warenkorb',
  '/warenkorb/service',
  '/warenkorb/service?change=1&store=Favoriten',
  '/filialfinder',
  '/filialfinder?q=1100',
  '/filialfinder?q=Atlantis',
  '/diese-seite-gibt-es-nicht',
  // Issue 36: the staff area's login (its other pages need a staff session: e2e/fulfilment.spec.ts).
  '/personal/anmelden',
];

/** Screens mobile-layout.spec.ts checks at 320 px wide (with axe where the list above leaves it). */
export const narrowScreens: readonly string[] = [
  '/',
  '/kategorie',
  '/kategorie/milch-kaese',
  '/marken',
  '/suche',
  '/suche/milch',
  '/suche/xylophonhammer',
  '/rezepte',
  '/pestizide',
  '/seitenuebersicht',
  '/bausteine',
  '/warenkorb',
  '/warenkorb/service',
  '/anmelden',
  '/registrieren',
  '/passwort-vergessen',
  '/konto-aktivieren',
  '/filialfinder',
  '/filialfinder?q=1100',
  '/service/faq',
  '/service/kontakt',
  '/newsletter',
  '/umfrage',
];

export const axeOnceWithoutJavaScript =
  'with JavaScript off, mobile-layout.spec.ts runs axe on this screen at 320 px';
