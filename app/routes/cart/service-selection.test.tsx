import { describe, expect, it } from 'vitest';
import '../../../tests/storefront/console-guard';
import { germanPaths, renderInShop, textOf } from '../../../tests/storefront/catalogue-test-support';
import type { CartAddress } from '../../../backend/src/schemas/cart.js';
import { CartService } from './cart-service';
import { pickupStoreOptions } from './pickup-store-choice';
import { ServiceChooser } from './service-chooser';

const paths = {
  ...germanPaths,
  cart: '/warenkorb',
  'service-selection': '/warenkorb/service',
};
const stores = pickupStoreOptions(
  Array.from({ length: 9 }, (_, index) => ({
    storeId: `s${index}`,
    name: `Markt ${index}`,
    streetName: 'Hauptstraße',
    streetNumber: String(index + 1),
    postalCode: String(1010 + index * 10),
    city: 'Wien',
    countryCode: 'AT',
    position: { lat: 48.2, lng: 16.37 },
    pickingUnitIds: [],
    openingHours: [],
  })),
  new Map([['s4', 1234]]),
  ['s8'],
);
const chooser = {
  stores,
  slots: [],
  booked: null,
  reservedUntil: null,
  earliest: null,
  results: {},
};
const delivery = {
  distributionType: 'DELIVERY',
  streetName: 'Favoritenstraße',
  streetNumber: '120',
  postalCode: '1100',
  city: 'Wien',
} as CartAddress;

describe('the cart’s service line (issue 19, decision 0047)', () => {
  it('with nothing chosen, calls to choose with a link to the chooser’s page, no form on the cart', async () => {
    const html = await renderInShop(<CartService address={null} refusedPart={null} {...chooser} />, {
      paths,
    });
    expect(textOf(html)).toContain('Wähle, ob wir liefern oder ob du abholst.');
    expect(html).toMatch(/<a href="\/warenkorb\/service\?change=1"[^>]*>Lieferung oder Abholung wählen<\/a>/);
    expect(html).not.toContain('<form');
    expect(html).not.toContain('<dialog');
  });

  it('with a service and a slot, is one line with “ändern”', async () => {
    const booked = {
      id: 'slot-1',
      distributionType: 'DELIVERY' as const,
      appointableId: '103',
      start: '2026-11-26T07:00:00.000Z',
      end: '2026-11-26T09:00:00.000Z',
      cutOff: '2026-11-25T18:00:00.000Z',
      fee: 0,
      capacity: 10,
      available: 4,
      full: false,
    };
    const html = await renderInShop(
      <CartService
        address={delivery}
        refusedPart={null}
        {...chooser}
        booked={booked}
        reservedUntil="2026-11-25T13:30:00.000Z"
      />,
      { paths },
    );
    const text = textOf(html);
    expect(text).toContain(
      'Lieferung an Favoritenstraße 120, 1100 Wien · Do 26.11., 08:00-10:00 ändern (Lieferung oder Abholung und Zeitfenster)',
    );
    expect(text).toContain('Für dich reserviert bis 14:30 Uhr.');
    expect(text).not.toContain('Zeitfenster wählen');
  });

  it('with a service but no slot, offers the slot choice on its own page', async () => {
    const html = await renderInShop(<CartService address={delivery} refusedPart={null} {...chooser} />, {
      paths,
    });
    expect(textOf(html)).toContain('Lieferung an Favoritenstraße 120, 1100 Wien · noch kein Zeitfenster');
    expect(html).toMatch(
      /<a href="\/warenkorb\/service\?change=1&amp;part=slot"[^>]*>Zeitfenster wählen<\/a>/,
    );
  });
});

describe('the chooser before JavaScript (§4, decisions 0019 and 0047)', () => {
  const render = (storeFilter = '', showAllStores = false) =>
    renderInShop(
      <ServiceChooser
        part="service"
        address={null}
        {...chooser}
        storeFilter={storeFilter}
        showAllStores={showAllStores}
        chooserHref="/warenkorb/service?change=1"
      />,
      { paths },
    );

  it('is a plain delivery form: the street is a labelled text field, no combobox yet', async () => {
    const html = await render();
    expect(html).toMatch(/<label for="delivery-address-streetName">Straße<\/label>/);
    expect(html).toMatch(/<input[^>]*id="delivery-address-streetName"[^>]*autoComplete="address-line1"/i);
    expect(html).not.toContain('role="combobox"');
    expect(html).not.toContain('role="listbox"');
    expect(html).toContain('name="intent" value="set-delivery"');
  });

  it('lists the favourite and five nearest stores, with a GET search and a link to the rest', async () => {
    const html = await render();
    const radios = [...html.matchAll(/type="radio"[^>]*value="(s\d)"/g)].map((match) => match[1]);
    expect(radios).toEqual(['s8', 's4', 's0', 's1', 's2', 's3']);
    expect(textOf(html)).toContain('Markt 8, Hauptstraße 9, 1090 Wien (Lieblingsfiliale)');
    expect(textOf(html)).toContain('1,2 km entfernt');
    expect(html).toMatch(/<form method="get" action="\/warenkorb\/service" role="search"/);
    expect(html).toContain('<input type="hidden" name="change" value="1"/>');
    expect(html).toContain('name="store"');
    expect(html).toContain('href="/warenkorb/service?change=1&amp;stores=all"');
    expect(textOf(html)).toContain('Noch 3 Filialen zeigen');
  });

  it('shows what the search found, and every store on request', async () => {
    const filtered = await render('1050');
    expect([...filtered.matchAll(/type="radio"[^>]*value="(s\d)"/g)].map((match) => match[1])).toEqual([
      's4',
    ]);
    expect(textOf(filtered)).toContain('1 Filiale passt.');
    const all = await render('', true);
    expect(all.match(/type="radio"/g)).toHaveLength(9);
    expect(all).not.toContain('stores=all');
  });
});
