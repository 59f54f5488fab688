import { describe, expect, it } from 'vitest';
import { tenantMessages, writeClientBuild } from '../../tests/storefront/client-build';
import { namesInRouteCode, pickMessages, routeMessagesJson, withoutMessages } from './client-messages.server';

const build = writeClientBuild();

describe('the messages a route’s browser code can ask for (decision 0025)', () => {
  it('reads the keys of the root with the entry, the chunks it imports and the code it loads on demand', () => {
    expect([...namesInRouteCode(build, ['root'])].sort()).toEqual([
      'badge.',
      'cart.validation.',
      'cartDialogs.title',
      'common.loading',
      'header.navLabel',
      'shoppingCart.badge',
    ]);
  });

  it('reads a route without the root, and leaves out ids the build does not know', () => {
    expect([...namesInRouteCode(build, ['routes/login', 'routes/gone'])]).toEqual(['account.login.title']);
  });

  it('picks named messages, whole named groups, plurals and messages under a named prefix', () => {
    const names = new Set(['shoppingCart.items', 'shoppingCart.summary', 'badge.', 'cart.validation.']);
    expect(pickMessages(tenantMessages, names)).toEqual({
      badge: { new: 'Neu', sale: 'Aktion' },
      cart: { validation: { '004': 'Zu viele', unknown: 'Fehler' } },
      shoppingCart: {
        items_one: '{count} Artikel',
        items_other: '{count} Artikel',
        summary: { total: 'Gesamt', vat: 'MwSt.' },
      },
    });
  });

  it('takes away what the browser has already', () => {
    expect(
      withoutMessages(
        { header: { navLabel: 'A', bannerLabel: 'B' }, badge: { new: 'N' } },
        { header: { navLabel: 'A' } },
      ),
    ).toEqual({ header: { bannerLabel: 'B' }, badge: { new: 'N' } });
  });

  it('answers the first page with its routes and the root, a later route without the root’s', () => {
    const first = JSON.parse(routeMessagesJson(build, tenantMessages, ['root', 'routes/cart']));
    expect(first).toEqual({
      common: { loading: 'Wird geladen …' },
      header: { navLabel: 'Hauptnavigation' },
      badge: { new: 'Neu', sale: 'Aktion' },
      cart: { validation: { '004': 'Zu viele', unknown: 'Fehler' } },
      cartDialogs: { title: 'Hinzugefügt' },
      shoppingCart: {
        badge: 'Warenkorb, {count} Artikel',
        items_one: '{count} Artikel',
        items_other: '{count} Artikel',
        summary: { total: 'Gesamt', vat: 'MwSt.' },
      },
    });
    // Never asked for by any code: the messages a page does not need.
    expect(first.account).toBeUndefined();
    expect(first.shoppingCart.discount).toBeUndefined();

    const later = JSON.parse(routeMessagesJson(build, tenantMessages, ['routes/cart']));
    expect(later).toEqual({
      shoppingCart: {
        items_one: '{count} Artikel',
        items_other: '{count} Artikel',
        summary: { total: 'Gesamt', vat: 'MwSt.' },
      },
    });
    expect(JSON.parse(routeMessagesJson(build, tenantMessages, ['routes/gone']))).toEqual({});
  });
});
