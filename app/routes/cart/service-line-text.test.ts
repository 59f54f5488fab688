import { describe, expect, it } from 'vitest';
import type { CartAddress } from '../../../backend/src/schemas/cart.js';
import { de } from '../../../backend/src/seed/messages/de.js';
import { en } from '../../../backend/src/seed/messages/en.js';
import { getI18nInstance } from '~/i18n';
import { serviceLineOf, slotLineText } from './service-line-text';

const delivery = {
  distributionType: 'DELIVERY',
  streetName: 'Favoritenstraße',
  streetNumber: '120',
  postalCode: '1100',
  city: 'Wien',
  deliveryAreaNumber: '103',
} as CartAddress;
const pickup = { distributionType: 'CLICK_AND_COLLECT', storeId: 'store-10' } as CartAddress;
// 07:00 UTC is 08:00 in Vienna in November.
const slot = { start: '2026-11-26T07:00:00.000Z', end: '2026-11-26T09:00:00.000Z' };
const vienna = 'Europe/Vienna';

describe('the cart’s service line (issue 19)', () => {
  const tDe = getI18nInstance('de', de).t;
  const tEn = getI18nInstance('en', en).t;

  it('says where the delivery goes and when, in German', () => {
    const line = serviceLineOf(
      { address: delivery, storeName: null, slot, locale: 'de-AT', timeZone: vienna },
      tDe,
    );
    expect(`${line.service} · ${line.slot}`).toBe(
      'Lieferung an Favoritenstraße 120, 1100 Wien · Do 26.11., 08:00-10:00',
    );
  });

  it('names the pickup store and the slot in English', () => {
    const line = serviceLineOf(
      { address: pickup, storeName: 'Favoriten', slot, locale: 'en-IE', timeZone: vienna },
      tEn,
    );
    expect(`${line.service} · ${line.slot}`).toBe('Pickup at Favoriten · Thu 26/11, 08:00-10:00');
  });

  it('reads the day and the hours in the shop’s time zone, not the server’s', () => {
    const lateSlot = { start: '2026-11-25T23:30:00.000Z', end: '2026-11-26T01:30:00.000Z' };
    expect(slotLineText(lateSlot, 'de-AT', vienna)).toBe('Do 26.11., 00:30-02:30');
    expect(slotLineText(lateSlot, 'en-IE', vienna)).toBe('Thu 26/11, 00:30-02:30');
    // A summer slot: Vienna is two hours ahead of UTC then.
    expect(
      slotLineText({ start: '2026-07-02T06:00:00Z', end: '2026-07-02T08:00:00Z' }, 'de-AT', vienna),
    ).toBe('Do 02.07., 08:00-10:00');
  });

  it('has no line without a service, and no slot half without a slot', () => {
    expect(
      serviceLineOf({ address: null, storeName: null, slot, locale: 'de-AT', timeZone: vienna }, tDe),
    ).toEqual({
      service: null,
      slot: null,
    });
    expect(
      serviceLineOf(
        { address: delivery, storeName: null, slot: null, locale: 'de-AT', timeZone: vienna },
        tDe,
      ),
    ).toEqual({ service: 'Lieferung an Favoritenstraße 120, 1100 Wien', slot: null });
  });
});
