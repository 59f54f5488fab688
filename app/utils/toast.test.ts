import { describe, expect, it } from 'vitest';
import { toastWithDefaults } from './toast';
import { toastSchema } from './toast.server';

describe('toastWithDefaults', () => {
  it.each([
    { message: 'Gespeichert' },
    { message: 'Offline', type: 'warning' as const, persistent: true, durationMs: 3000 },
  ])('gives a browser toast the defaults of a flashed one (%j)', (input) => {
    const { id, ...shown } = toastWithDefaults(input);
    const { id: flashedId, ...flashed } = toastSchema.parse(input);
    expect(shown).toEqual(flashed);
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect(flashedId).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('keeps an id the caller gives, so showing it again replaces it', () => {
    expect(toastWithDefaults({ id: 'internet-offline', message: 'Offline' }).id).toBe('internet-offline');
  });
});
