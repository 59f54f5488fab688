import { describe, expect, it } from 'vitest';
import { themeCss } from './theme-css.server';

const theme = {
  colors: { primary: '#1b6b3a', 'on primary': '#fff' },
  fonts: { body: 'system-ui, sans-serif', heading: 'Georgia, serif' },
  radius: '8px',
  logo: { src: '/logo.svg', alt: 'Shop', width: 200, height: 48 },
};

describe('themeCss', () => {
  it('writes the theme as custom properties of :root', () => {
    expect(themeCss(theme)).toBe(
      ':root{--color-primary:#1b6b3a;--color-on-primary:#fff;--font-body:system-ui, sans-serif;--font-heading:Georgia, serif;--radius:8px}',
    );
  });

  it('keeps a value from closing the rule or the style element', () => {
    const css = themeCss({ ...theme, colors: { primary: 'red;}</style><script>alert(1)</script>' } });
    expect(css).not.toMatch(/[<>]|;}/);
    expect(css.match(/\{/g)).toHaveLength(1);
  });
});
