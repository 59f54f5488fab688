import type { ThemeConfig } from '../../backend/src/schemas/tenant.js';

function safeCssValue(value: string): string {
  return value.replace(/[;{}<>\\]/g, '');
}

function safeCssName(name: string): string {
  return name.replace(/[^a-zA-Z0-9-]/g, '-');
}

const written = new WeakMap<ThemeConfig, string>();

/**
 * §3 themeConfig as CSS custom properties, so a tenant is re-themed without a rebuild. Made in
 * the root loader: the browser gets the style sheet, not the code that writes it. Written once
 * per theme, not on every request: a tenant's config is replaced, not changed, when it changes.
 */
export function themeCss(theme: ThemeConfig): string {
  let css = written.get(theme);
  if (css === undefined) {
    css = writeThemeCss(theme);
    written.set(theme, css);
  }
  return css;
}

function writeThemeCss(theme: ThemeConfig): string {
  const properties = [
    ...Object.entries(theme.colors).map(
      ([name, value]) => `--color-${safeCssName(name)}:${safeCssValue(value)}`,
    ),
    `--font-body:${safeCssValue(theme.fonts.body)}`,
    `--font-heading:${safeCssValue(theme.fonts.heading)}`,
    `--radius:${safeCssValue(theme.radius)}`,
  ];
  return `:root{${properties.join(';')}}`;
}
