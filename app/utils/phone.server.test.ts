import { describe, expect, it } from 'vitest';
import { formatPhoneForDisplay, normalizePhone, withDisplayPhone } from './phone.server';

describe('§5 phone numbers', () => {
  it('shows +CC and the national number without its leading zero, the locale’s country by default', () => {
    expect(formatPhoneForDisplay('0664 1234567', 'de-AT')).toBe('+43 6641234567');
    expect(formatPhoneForDisplay('+4915112345678', 'de-AT')).toBe('+49 15112345678');
    expect(formatPhoneForDisplay('085 123 4567', 'en-IE')).toBe('+353 851234567');
  });

  it('leaves a number it cannot parse unchanged', () => {
    expect(formatPhoneForDisplay('bitte anrufen', 'de-AT')).toBe('bitte anrufen');
  });

  it('sends a valid typed number in international form, anything else as typed for the rule to refuse', () => {
    expect(normalizePhone('0664 123 4567', 'de-AT')).toBe('+436641234567');
    expect(normalizePhone('+43 664 1234567', 'en-IE')).toBe('+436641234567');
    expect(normalizePhone('12', 'de-AT')).toBe('12');
  });

  it('gives a record its phone in the display form and leaves a record without a phone as it is', () => {
    const address = { city: 'Wien', phoneNumber: '+436641234567' };
    expect(withDisplayPhone(address, 'de-AT')).toEqual({ city: 'Wien', phoneNumber: '+43 6641234567' });
    expect(address.phoneNumber).toBe('+436641234567');
    const without = { city: 'Wien', phoneNumber: null };
    expect(withDisplayPhone(without, 'de-AT')).toBe(without);
  });
});
