import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { tenantSeeds } from '../../backend/src/seed/tenant-seeds.js';

function relativeLuminance(hex: string): number {
  const channels = (hex.slice(1).match(/../g) ?? []).map((pair) => {
    const value = parseInt(pair, 16) / 255;
    return value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  });
  const [red = 0, green = 0, blue = 0] = channels;
  return 0.2126 * red + 0.7152 * green + 0.0722 * blue;
}

function contrast(a: string, b: string): number {
  const [lighter, darker] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x);
  return (lighter! + 0.05) / (darker! + 0.05);
}

describe.each(tenantSeeds.map((seed) => [seed.tenant.id, seed] as const))(
  'theme of tenant %s',
  (_id, seed) => {
    const colors = seed.tenant.themeConfig.colors;
    const textPairs: Array<[string, string]> = [
      ['onPrimary', 'primary'],
      ['onSecondary', 'secondary'],
      ['onAccent', 'accent'],
      ['text', 'background'],
      ['text', 'surface'],
      ['textMuted', 'background'],
      ['textMuted', 'surface'],
      ['success', 'background'],
      ['info', 'background'],
      ['warning', 'background'],
      ['error', 'background'],
    ];

    it.each(textPairs)('keeps %s on %s at WCAG AA contrast (4.5:1)', (foreground, background) => {
      expect(contrast(colors[foreground]!, colors[background]!)).toBeGreaterThanOrEqual(4.5);
    });

    it('points its logo at an SVG that exists in public/', () => {
      expect(existsSync(new URL(`../../public${seed.tenant.themeConfig.logo.src}`, import.meta.url))).toBe(
        true,
      );
    });
  },
);
