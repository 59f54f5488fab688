import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { ClientBuild } from '../../app/utils/client-messages.server';

/**
 * A browser build in a temporary folder, written as esbuild writes Remix's chunks: the root and
 * a shared chunk name some keys, a dialog comes by `import()`, the cart and login routes name
 * their own.
 */
export function writeClientBuild(): ClientBuild {
  const dir = mkdtempSync(path.join(tmpdir(), 'client-build-'));
  const chunks: Record<string, string> = {
    'entry.client-E1.js': 'import{a as r}from"/build/_shared/chunk-A1.js";r("common.loading");',
    'root-R1.js':
      'import{a}from"/build/_shared/chunk-A1.js";var d=()=>import("/build/_shared/dialogs-D1.js");' +
      'function L(){return a("header.navLabel")+a("shoppingCart.badge",{count:1})}',
    '_shared/chunk-A1.js': 'var b=e=>t(`badge.${e}`),c=e=>t("cart.validation."+e);export{b as a};',
    '_shared/dialogs-D1.js': 'import"/build/_shared/chunk-A1.js";t("cartDialogs.title");',
    'routes/cart-C1.js':
      'import{a}from"/build/_shared/chunk-A1.js";t("shoppingCart.summary");t("shoppingCart.items",{count:n});t("header.navLabel");',
    'routes/login-L1.js': 't("account.login.title");var u="https://example.com/a.b";',
  };
  for (const [name, code] of Object.entries(chunks)) {
    mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
    writeFileSync(path.join(dir, name), code);
  }
  const route = (id: string, module: string, imports: string[] = []) => ({
    id,
    module: `/build/${module}`,
    imports: imports.map((name) => `/build/${name}`),
    path: id,
    hasAction: false,
    hasLoader: true,
    hasClientAction: false,
    hasClientLoader: false,
    hasErrorBoundary: false,
  });
  return {
    publicPath: '/build/',
    assetsBuildDirectory: dir,
    assets: {
      version: 'b1',
      url: '/build/manifest-b1.js',
      entry: { module: '/build/entry.client-E1.js', imports: ['/build/_shared/chunk-A1.js'] },
      routes: {
        root: route('root', 'root-R1.js', ['_shared/chunk-A1.js']),
        'routes/cart': route('routes/cart', 'routes/cart-C1.js', ['_shared/chunk-A1.js']),
        'routes/login': route('routes/login', 'routes/login-L1.js'),
      },
    },
  };
}

/** Messages of a tenant: some named by the build's code, some by none. */
export const tenantMessages = {
  common: { loading: 'Wird geladen …', close: 'Schließen' },
  header: { navLabel: 'Hauptnavigation', bannerLabel: 'Hinweis' },
  badge: { new: 'Neu', sale: 'Aktion' },
  cart: { validation: { '004': 'Zu viele', unknown: 'Fehler' }, validationGroup: { cart: 'Warenkorb' } },
  cartDialogs: { title: 'Hinzugefügt' },
  shoppingCart: {
    badge: 'Warenkorb, {count} Artikel',
    items_one: '{count} Artikel',
    items_other: '{count} Artikel',
    itemsTotal: 'Summe',
    summary: { total: 'Gesamt', vat: 'MwSt.' },
    discount: { apply: 'Einlösen' },
  },
  account: { login: { title: 'Anmelden' }, profile: { title: 'Mein Profil' } },
};
