import sanitizeHtml from 'sanitize-html';

// §1 custom html: an allow-list; no scripts, handlers, style attributes, javascript:/data: URLs or landmarks.
const allowedTags = [
  ...sanitizeHtml.defaults.allowedTags.filter(
    (tag) => !['main', 'nav', 'header', 'footer', 'h1'].includes(tag),
  ),
  'img',
];

const options: sanitizeHtml.IOptions = {
  allowedTags,
  allowedAttributes: {
    a: ['href', 'title', 'target', 'rel'],
    img: ['src', 'alt', 'title', 'width', 'height', 'loading'],
    td: ['colspan', 'rowspan'],
    th: ['colspan', 'rowspan', 'scope'],
    time: ['datetime'],
    '*': ['class', 'id', 'lang'],
  },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesByTag: { img: ['https'] },
  allowProtocolRelative: false,
  transformTags: {
    // A link that opens a new tab must not hand the shop's window to the other site.
    a: (tagName, attribs) => ({
      tagName,
      attribs: attribs.target === '_blank' ? { ...attribs, rel: 'noopener noreferrer' } : attribs,
    }),
    // Images below the fold should not hold up the page.
    img: (tagName, attribs) => ({ tagName, attribs: { ...attribs, loading: attribs.loading ?? 'lazy' } }),
  },
};

export function sanitizeCustomHtml(html: string): string {
  return sanitizeHtml(html, options);
}
