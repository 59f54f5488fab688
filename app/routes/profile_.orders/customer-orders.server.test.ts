import { describe, expect, it } from 'vitest';
import { isAddOnOpen } from './customer-orders.server';

describe('adding items to an order (§4 Cart mode ADDON)', () => {
  const now = Date.parse('2026-11-25T10:00:00Z');

  it('is open until the slot’s cut-off and closed from then on', () => {
    expect(isAddOnOpen({ addOnUntil: '2026-11-25T10:00:01Z' }, now)).toBe(true);
    expect(isAddOnOpen({ addOnUntil: '2026-11-25T10:00:00Z' }, now)).toBe(false);
    expect(isAddOnOpen({ addOnUntil: '2026-11-24T18:00:00+01:00' }, now)).toBe(false);
  });

  it('is closed for an order without a slot', () => {
    expect(isAddOnOpen({ addOnUntil: null }, now)).toBe(false);
  });
});
