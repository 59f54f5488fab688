import { blockFieldsOf, type BlockLoader } from './block-loader.server';
import { sanitizeCustomHtml } from './sanitize-html.server';

export const customHtmlBlockLoaders: Record<string, BlockLoader> = {
  // Sanitized here, on the server, so neither the sanitizer nor unsafe markup reaches a browser.
  customHtml: (_context, block) => {
    const fields = blockFieldsOf('customHtml', block);
    return fields ? Promise.resolve({ sanitizedHtml: sanitizeCustomHtml(fields.html) }) : undefined;
  },
};
