import { describe, expect, it } from 'vitest';
import { controlCharacterPath, hasControlCharacter } from './control-characters';

describe('control characters (decision 0070)', () => {
  it('are every C0 and C1 control and DEL, but tab and line breaks', () => {
    for (const code of [0x00, 0x01, 0x08, 0x0b, 0x0c, 0x1b, 0x1f, 0x7f, 0x85, 0x9f])
      expect(hasControlCharacter(`a${String.fromCharCode(code)}b`), code.toString(16)).toBe(true);
    expect(hasControlCharacter('Zeile 1\r\n\tZeile 2 – Grüße, Ω 😀')).toBe(false);
  });

  it('are found at any depth of a parsed body, in keys too, and named by their path', () => {
    expect(
      controlCharacterPath({ email: 'anna@example.at', lines: [{ sku: '1001' }, { sku: '10\u00002' }] }),
    ).toBe('lines.1.sku');
    expect(controlCharacterPath({ ok: true, 'na\u0000me': 'x' })).toBe('na\u0000me');
    expect(controlCharacterPath('\u0000')).toBe('');
    expect(controlCharacterPath({ quantity: 2, text: 'two\nlines', empty: null })).toBeUndefined();
  });

  it('are found in a body nested far deeper than a call stack reaches', () => {
    let deep: unknown = '\u0000';
    for (let level = 0; level < 100_000; level += 1) deep = [deep];
    expect(controlCharacterPath(deep)).toBe(Array(100_000).fill('0').join('.'));
  });
});
