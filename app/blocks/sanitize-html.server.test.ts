import { describe, expect, it } from 'vitest';
import { sanitizeCustomHtml } from './sanitize-html.server';

describe('the custom html sanitizer', () => {
  it('removes script elements with their code', () => {
    const html = sanitizeCustomHtml(
      '<p>Hallo</p><script>alert(document.cookie)</script><SCRIPT src="https://x.example/a.js"></SCRIPT>',
    );
    expect(html).toBe('<p>Hallo</p>');
  });

  it('removes event handler attributes and keeps the element', () => {
    const html = sanitizeCustomHtml(
      '<p onclick="steal()" class="hinweis">Klick</p><img src="https://cdn.example/a.png" alt="A" onerror="steal()">',
    );
    expect(html).toBe(
      '<p class="hinweis">Klick</p><img src="https://cdn.example/a.png" alt="A" loading="lazy" />',
    );
  });

  it('removes javascript: and data: URLs from links and images', () => {
    const html = sanitizeCustomHtml(
      '<a href="javascript:alert(1)">A</a><a href=" JaVaScRiPt:alert(1)">B</a><a href="data:text/html,x">C</a><img src="data:image/png;base64,AAAA" alt="">',
    );
    expect(html).not.toMatch(/javascript|data:/i);
    expect(html).toBe('<a>A</a><a>B</a><a>C</a><img alt="" loading="lazy" />');
  });

  it('keeps ordinary markup, and makes new-tab links safe', () => {
    const html = sanitizeCustomHtml(
      '<h2>Öffnungszeiten</h2><ul><li><strong>Mo–Fr</strong> 8–20 Uhr</li></ul><a href="https://example.org" target="_blank">Mehr</a><a href="/service/faq">FAQ</a>',
    );
    expect(html).toBe(
      '<h2>Öffnungszeiten</h2><ul><li><strong>Mo–Fr</strong> 8–20 Uhr</li></ul><a href="https://example.org" target="_blank" rel="noopener noreferrer">Mehr</a><a href="/service/faq">FAQ</a>',
    );
  });

  it('drops style elements and attributes, iframes and forms', () => {
    const html = sanitizeCustomHtml(
      '<style>body{display:none}</style><div style="position:fixed">x</div><iframe src="https://evil.example"></iframe><form action="/x"><input name="a"></form>',
    );
    expect(html).toBe('<div>x</div>');
  });
});
