import { describe, expect, it } from 'vitest';
import {
  escapeXml,
  renderProductPackshot,
  renderProductThumbnail,
  renderRecipePicture,
  wrapWords,
} from './packshot-svg.server';

const milk = {
  name: 'Frischkorb Bio-Vollmilch 3,5 % 1 l',
  brand: 'Frischkorb Bio',
  color: '#1565c0',
  accent: '#e3f2fd',
  contentLabel: '1 l',
};

const texts = (svg: string) => [...svg.matchAll(/<text[^>]*>([^<]*)<\/text>/g)].map((match) => match[1]);

describe('renderProductPackshot', () => {
  it('is a labelled, sized SVG image named after the product', () => {
    const svg = renderProductPackshot(milk);
    expect(svg).toMatch(
      /^<svg xmlns="http:\/\/www.w3.org\/2000\/svg" width="600" height="600" viewBox="0 0 600 600" role="img"/,
    );
    expect(svg).toContain('<title id="t">Frischkorb Bio-Vollmilch 3,5 % 1 l, 1 l</title>');
    expect(svg.endsWith('</svg>')).toBe(true);
  });

  it('shows the brand, the name over up to three lines and the content amount', () => {
    const lines = texts(renderProductPackshot(milk));
    expect(lines[0]).toBe('FRISCHKORB BIO');
    expect(lines.slice(1, -1).join(' ')).toBe('Frischkorb Bio-Vollmilch 3,5 % 1 l');
    expect(lines.at(-1)).toBe('1 l');
  });

  it('paints the pack in the category colour on the accent background', () => {
    const svg = renderProductPackshot(milk);
    expect(svg).toContain('fill="#e3f2fd"');
    expect(svg).toContain('fill="#1565c0"');
  });

  it('escapes markup in every text', () => {
    const svg = renderProductPackshot({
      name: 'Salz & Pfeffer <script>',
      brand: 'A "B" & C',
      color: '#000',
      contentLabel: '<1 kg>',
    });
    expect(svg).not.toContain('<script>');
    expect(svg).toContain('Salz &#38; Pfeffer &#60;script&#62;');
    expect(svg).toContain('A &#34;B&#34; &#38; C');
  });

  it.each([renderProductPackshot, renderProductThumbnail])(
    'accepts only hex colours, so no attribute can be broken out of (%o)',
    (render) => {
      const svg = render({ ...milk, color: '"/><script>', accent: 'red;x' });
      expect(svg).not.toContain('<script>');
      expect(svg).toContain('fill="#2e7d32"');
      expect(svg).toContain('fill="#f2f2f2"');
    },
  );

  it('draws a bottle for drinks and a box for pieces', () => {
    const bottle = renderProductPackshot(milk);
    const box = renderProductPackshot({ ...milk, contentLabel: '10 Stück' });
    expect(bottle).toContain('<path d="M265 70h70');
    expect(box).toContain('<rect x="140" y="80"');
  });

  it('leaves the brand out when a product has none', () => {
    const lines = texts(renderProductPackshot({ ...milk, brand: null, name: 'Bananen' }));
    expect(lines).toEqual(['Bananen', '1 l']);
  });
});

describe('renderProductThumbnail', () => {
  it('is the same pack, labelled and sized, without any text to lay out', () => {
    const svg = renderProductThumbnail(milk);
    expect(svg).toMatch(
      /^<svg [^>]*width="600" height="600" viewBox="0 0 600 600" role="img" aria-labelledby="t">/,
    );
    expect(svg).toContain('<title id="t">Frischkorb Bio-Vollmilch 3,5 % 1 l, 1 l</title>');
    expect(svg).toContain('<path d="M265 70h70');
    expect(svg).toContain('fill="#e3f2fd"');
    expect(svg).not.toMatch(/<text|font-family/);
    expect(svg.endsWith('</svg>')).toBe(true);
  });

  it('escapes the title', () => {
    const svg = renderProductThumbnail({ ...milk, name: 'Salz & <script>' });
    expect(svg).not.toContain('<script>');
    expect(svg).toContain('<title id="t">Salz &#38; &#60;script&#62;, 1 l</title>');
  });

  it('marks the brand in the pack colour only for a product that has one', () => {
    const brandBar = '<rect x="220" y="222" width="160" height="16" rx="8" fill="#1565c0"/>';
    expect(renderProductThumbnail(milk)).toContain(brandBar);
    expect(renderProductThumbnail({ ...milk, brand: null })).not.toContain(brandBar);
  });
});

describe('wrapWords', () => {
  it('wraps at word boundaries and elides what does not fit', () => {
    expect(wrapWords('Alpenhof Bergkäse gerieben 200 g', 16, 3)).toEqual([
      'Alpenhof',
      'Bergkäse',
      'gerieben 200 g',
    ]);
    const lines = wrapWords('one two three four five six seven eight nine ten eleven twelve', 10, 2);
    expect(lines).toHaveLength(2);
    expect(lines[1]!.endsWith('…')).toBe(true);
  });
});

describe('renderRecipePicture', () => {
  it('is an 800 x 600 image with the escaped title', () => {
    const svg = renderRecipePicture({ title: 'Käsespätzle & Röstzwiebeln', color: '#ef6c00' });
    expect(svg).toContain('width="800" height="600" viewBox="0 0 800 600" role="img"');
    expect(svg).toContain('<title id="t">Käsespätzle &#38; Röstzwiebeln</title>');
    expect(texts(svg)).toEqual(['Käsespätzle &#38; Röstzwiebeln']);
  });
});

describe('escapeXml', () => {
  it('escapes the five XML special characters', () => {
    expect(escapeXml(`&<>"'`)).toBe('&#38;&#60;&#62;&#34;&#39;');
  });
});
