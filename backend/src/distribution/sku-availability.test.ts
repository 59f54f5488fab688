import { describe, expect, it } from 'vitest';
import { availableForSlot } from './sku-availability.js';

const slotAt = new Date('2026-11-25T07:00:00Z');

describe('availability for a slot (§7 capacity)', () => {
  it('counts products in stock, age-restricted ones included, for any slot or none', () => {
    for (const availability of ['available', 'ageRestricted']) {
      expect(availableForSlot({ availability, availableAgainAt: null }, null)).toBe(true);
      expect(availableForSlot({ availability, availableAgainAt: null }, slotAt)).toBe(true);
    }
  });

  it('counts a product out of stock for now only for slots starting once it is back', () => {
    const stock = { availability: 'temporarilyUnavailable', availableAgainAt: '2026-11-25T05:00:00Z' };
    expect(availableForSlot(stock, null)).toBe(false);
    expect(availableForSlot(stock, new Date('2026-11-25T04:59:59Z'))).toBe(false);
    expect(availableForSlot(stock, new Date('2026-11-25T05:00:00Z'))).toBe(true);
    expect(availableForSlot(stock, slotAt)).toBe(true);
    expect(availableForSlot({ ...stock, availableAgainAt: null }, slotAt)).toBe(false);
  });

  it('never counts unlisted or unknown products', () => {
    expect(availableForSlot({ availability: 'unavailable', availableAgainAt: null }, slotAt)).toBe(false);
    expect(availableForSlot(undefined, slotAt)).toBe(false);
  });
});
