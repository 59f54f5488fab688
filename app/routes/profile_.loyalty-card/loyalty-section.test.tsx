import { describe, expect, it } from 'vitest';
import '../../../tests/storefront/console-guard';
import { renderInShop, textOf } from '../../../tests/storefront/catalogue-test-support';
import type { CardInfo } from '../../../backend/src/schemas/loyalty.js';
import { LoyaltySection } from './loyalty-section';
import { cardView, type LoyaltyView } from './loyalty-view.server';

// Decision 0081: what the profile's loyalty section shows for each §4 loyalty status.

const cardNumber = '2900000008113';
const card = (overrides: Partial<CardInfo> = {}): CardInfo => ({
  mpCardId: cardNumber,
  loyalityMemberId: '700811',
  status: 'referenced',
  // The API draws it with bwip-js (tests/backend/loyalty.test.ts); its shape is what counts here.
  barcodeSvg:
    '<svg viewBox="0 0 234 111" xmlns="http://www.w3.org/2000/svg"><path stroke="#000000" d="M23 107L23 4" /></svg>',
  pools: [{ poolId: 'joe-points', tags: ['points'], value: 1260 }],
  bookings: [],
  ...overrides,
});
const render = (view: LoyaltyView, orderCardPath?: string, language: 'de' | 'en' = 'de') =>
  renderInShop(<LoyaltySection view={view} orderCardPath={orderCardPath} />, { language });

describe('the loyalty section (§4 loyalty status)', () => {
  it('shows a referenced card: the barcode as an image of the API’s SVG, the number, points per pool, no bookings yet', async () => {
    const html = await render({ status: 'referenced', card: cardView(card()) });
    const text = textOf(html);
    const image = /<img [^>]*src="data:image\/svg\+xml;base64,([^"]+)"[^>]*>/.exec(html);
    expect(image).not.toBeNull();
    expect(Buffer.from(image![1]!, 'base64').toString('utf8')).toBe(card().barcodeSvg);
    expect(image![0]).toContain(`alt="Strichcode deiner Kundenkarte mit der Nummer ${cardNumber}"`);
    expect(image![0]).toContain('width="234" height="111"');
    expect(text).toContain(`Kartennummer ${cardNumber}`);
    expect(text).toContain('jö Punkte: 1 260 Punkte');
    expect(text).toContain('Deine Karte ist mit deinem Konto verbunden.');
    expect(text).toContain('Noch keine Buchungen.');
    expect(html).not.toContain('<table');
  });

  it('lists the last bookings of an authenticated member, a reversal as negative points', async () => {
    const bookings: CardInfo['bookings'] = [
      {
        orderNumber: '300000123',
        poolId: 'joe-points',
        kind: 'REVERSED',
        points: -42,
        bookedAt: '2026-03-02T10:00:00Z',
      },
      {
        orderNumber: '300000123',
        poolId: 'joe-points',
        kind: 'EARNED',
        points: 42,
        bookedAt: '2026-03-01T10:00:00Z',
      },
    ];
    const html = await render({
      status: 'authenticated',
      card: cardView(card({ status: 'authenticated', bookings })),
    });
    const text = textOf(html);
    expect(text).toContain('Dein Konto ist mit dem jö Programm verbunden');
    expect(html).toContain('<th scope="col">Punkte</th>');
    expect(text).toContain('02.03.2026 300000123 jö Punkte -42 (storniert)');
    expect(text).toContain('01.03.2026 300000123 jö Punkte 42 (gutgeschrieben)');
  });

  it.each([
    ['online-only', 'Du bist online beim jö Programm dabei, hast aber noch keine Kundenkarte.'],
    ['dereferenced', 'Deine Kundenkarte ist nicht mehr mit deinem Konto verbunden'],
    ['none', 'Du hast noch keine Kundenkarte.'],
  ] as const)('hides card, barcode and points for %s and says why', async (status, says) => {
    const html = await render({ status, card: null });
    expect(textOf(html)).toContain(says);
    expect(html).not.toContain('<img');
    expect(html).not.toContain('Punkte:');
    expect(html).not.toContain('Kundenkarte bestellen');
  });

  it('links to ordering a card only where the shop has that page', async () => {
    const html = await render({ status: 'online-only', card: null }, '/karte-bestellen');
    expect(html).toContain('href="/karte-bestellen"');
    expect(textOf(html)).toContain('Kundenkarte bestellen');
  });

  it('speaks English in the English shop', async () => {
    const text = textOf(await render({ status: 'referenced', card: cardView(card()) }, undefined, 'en'));
    expect(text).toContain('Your loyalty card');
    expect(text).toContain('joe points: 1 260 points');
  });
});
