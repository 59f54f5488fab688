import { renderToStaticMarkup } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { BlockNode } from '../../backend/src/schemas/content.js';
import '../../tests/storefront/console-guard';
import { checkedBlocks } from './checked-blocks.server';
import { BlockList } from './registry';
import { createTranslate } from '~/utils/translate';
import { TranslationProvider } from '~/utils/use-translation';

function render(blocks: BlockNode[]): string {
  return renderToStaticMarkup(
    // No messages: every text reads as its key.
    <TranslationProvider value={{ t: createTranslate('de', {}) }}>
      <StaticRouter location="/">
        <BlockList blocks={checkedBlocks(blocks)} />
      </StaticRouter>
    </TranslationProvider>,
  );
}

afterEach(() => vi.restoreAllMocks());

describe('the block registry', () => {
  it('renders known blocks with their children', () => {
    const html = render([
      { id: 'h', type: 'headline', fields: { text: 'Frisches Obst', level: 1 } },
      {
        id: 'r',
        type: 'row',
        fields: {},
        children: [
          {
            id: 'c',
            type: 'column',
            fields: { span: { base: 12, md: 6 } },
            children: [
              { id: 'i', type: 'image', fields: { src: '/a.jpg', alt: 'Äpfel', width: 400, height: 300 } },
            ],
          },
        ],
      },
      { id: 'b', type: 'button', fields: { label: 'Zum Shop', href: '/kategorie' } },
      { id: 's', type: 'lineSeparator', fields: {} },
    ]);
    expect(html).toContain('<h1 class="block-headline">Frisches Obst</h1>');
    expect(html).toContain('<div class="col-12 col-md-6">');
    expect(html).toMatch(/<img[^>]*width="400" height="300" loading="lazy"/);
    expect(html).toContain('href="/kategorie"');
    expect(html).toContain('<hr class="block-separator"/>');
  });

  it('loads priority images eagerly', () => {
    const html = render([
      {
        id: 'i',
        type: 'image',
        fields: { src: '/hero.jpg', alt: '', width: 1200, height: 400, priority: true },
      },
    ]);
    expect(html).toContain('loading="eager"');
  });

  it('renders nothing for an unknown type and logs it once per type', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const html = render([
      { id: '1', type: 'hologram', fields: {} },
      { id: '2', type: 'hologram', fields: {} },
      { id: '3', type: 'text', fields: { text: 'Bleibt' } },
    ]);
    expect(html).toBe(
      '<div class="kept" data-kept=""><div class="block-text block-text--start"><p>Bleibt</p></div></div>',
    );
    expect(warn).toHaveBeenCalledOnce();
    expect(warn.mock.calls[0]?.[0]).toContain('"hologram"');
  });

  it('renders nothing for a known type with invalid fields', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const html = render([
      { id: '1', type: 'teaser', fields: { title: '' } },
      { id: '2', type: 'teaser', fields: { href: 42 } },
    ]);
    expect(html).toBe('');
    expect(warn).toHaveBeenCalledOnce();
  });

  // Decision 0022: the browser keeps the server's HTML of static blocks without hydrating them.
  it('wraps static blocks, and layout with only static blocks in it, as kept HTML', () => {
    const html = render([
      {
        id: 'static-row',
        type: 'row',
        fields: {},
        children: [
          {
            id: 'c',
            type: 'column',
            fields: { span: { base: 12 } },
            children: [{ id: 't', type: 'text', fields: { text: 'Nur Text' } }],
          },
        ],
      },
      {
        id: 'mixed',
        type: 'section',
        fields: { title: 'Angebote' },
        children: [
          { id: 'h', type: 'headline', fields: { text: 'Diese Woche', level: 3 } },
          { id: 'p', type: 'productGroup', fields: { category: 'milch-kaese' } },
        ],
      },
    ]);
    // The static row is one kept element, with everything in it.
    expect(html).toMatch(/^<div class="kept" data-kept=""><div class="grid grid--gap-medium">/);
    expect(html.match(/data-kept/g)).toHaveLength(2);
    // The section around the product group hydrates; its headline alone is kept.
    expect(html).toContain(
      '<div class="kept" data-kept=""><h3 class="block-headline">Diese Woche</h3></div>',
    );
    expect(html).not.toMatch(/data-kept=""><section/);
  });
});
