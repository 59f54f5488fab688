import type { ThemeConfig } from '../../backend/src/schemas/tenant.js';

function safeCssValue(value: string): string {
  return value.replace(/[;{}<>\\]/g, '');
}

function safeCssName(name: string): string {
  return name.replace(/[^a-zA-Z0-9-]/g, '-');
}

const written = new WeakMap<ThemeConfig, string>();

/** §3: re-themed without a rebuild; written once per theme, as a tenant's config is replaced, not changed. */
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
