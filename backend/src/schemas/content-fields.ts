import { z } from 'zod';
import { consentCategories, type Consent, type ConsentCategory } from './consent-values.js';

// CMS values end up in href, src and style attributes: only what is safe there passes, so a
// `javascript:` link or a style smuggled into a colour never reaches a page.
export const href = z
  .string()
  .regex(/^(\/(?![/\\])|https?:\/\/|mailto:|tel:)/, 'an internal path, an http(s) URL, mailto: or tel:')
  .describe('an internal path (/...), an absolute http(s) URL, mailto: or tel:');
export const imageSource = z
  .string()
  .regex(/^(\/(?![/\\])|https:\/\/)/, 'an internal path or an https URL')
  .describe('an internal path (/...) or an https URL');
/** Files a page loads (video, captions, documents, scripts): the shop's own or https. */
export const fileSource = imageSource;
export const cssColor = z
  .string()
  .regex(/^(#[0-9a-f]{3,8}|[a-z]{3,20}|(rgb|hsl)a?\([\d\s.,%/]+\))$/i, 'a CSS colour')
  .describe('a CSS colour: #hex, a name, rgb() or hsl()');
export const link = z.object({ label: z.string().min(1), href });
/** A link of the header or footer: editors may show it to guests only (login) or customers only. */
export const chromeLink = link.extend({
  audience: z
    .enum(['everyone', 'guests', 'customers'])
    .default('everyone')
    .describe('who sees the link: everyone, guests only (e.g. login) or logged-in customers only'),
});
export const imageFields = z.object({
  src: imageSource,
  alt: z.string().describe('empty only for decorative images'),
  width: z.number().int().positive(),
  height: z.number().int().positive(),
});

// Re-exported for the contract's readers; browser code imports them from consent-values.ts.
export { consentCategories, type Consent, type ConsentCategory };
export const consentCategory = z.enum(consentCategories);
