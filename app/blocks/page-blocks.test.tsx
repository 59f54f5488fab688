import { afterEach, describe, expect, it, vi } from 'vitest';
import type { BlockNode } from '../../backend/src/schemas/content.js';
import { productSummary, renderInShop, textOf } from '../../tests/storefront/catalogue-test-support';
import '../../tests/storefront/console-guard';
import { BlockDataProvider, type BlockData } from './block-data';
import { checkedBlocks } from './checked-blocks.server';
import { BlockList } from './registry';

const render = (blocks: BlockNode[], data: BlockData = {}) =>
  renderInShop(
    <BlockDataProvider data={data}>
      <BlockList blocks={checkedBlocks(blocks)} />
    </BlockDataProvider>,
  );

afterEach(() => vi.restoreAllMocks());

describe('page blocks', () => {
  it('renders an accordion as native disclosures, open where the editor said', async () => {
    const html = await render([
      {
        id: 'faq',
        type: 'accordion',
        fields: {
          title: 'Häufige Fragen',
          items: [
            { title: 'Wann liefert ihr?', text: 'Montag bis Samstag.\n\nAuch abends.' },
            { title: 'Was kostet die Lieferung?', text: 'Ab 50 € nichts.', open: true },
          ],
        },
      },
    ]);
    expect(html).toContain('<h2>Häufige Fragen</h2>');
    expect(html.match(/<details/g)).toHaveLength(2);
    expect(html).toContain('<details class="block-accordion__item" open="">');
    expect(html).toContain(
      '<summary class="block-accordion__summary"><h3 class="block-accordion__title">Wann liefert ihr?</h3></summary>',
    );
    expect(html).toContain('<p>Auch abends.</p>');
  });

  it('renders a table with caption, column headers and row headers', async () => {
    const html = await render([
      {
        id: 'fees',
        type: 'table',
        fields: {
          caption: 'Liefergebühren',
          headers: ['Einkaufswert', 'Gebühr'],
          rows: [
            ['bis 50 €', '4,90 €'],
            ['ab 50 €', 'gratis'],
          ],
          rowHeaders: true,
        },
      },
    ]);
    const captionId = /<caption id="([^"]+)">Liefergebühren<\/caption>/.exec(html)?.[1];
    expect(captionId).toBeDefined();
    // A table wider than a phone scrolls in a region the keyboard reaches, named by the caption.
    expect(html).toContain(`role="region" aria-labelledby="${captionId}" tabindex="0"`);
    expect(html).toContain('<th scope="col">Gebühr</th>');
    expect(html).toContain('<th scope="row">ab 50 €</th><td>gratis</td>');
  });

  it('refuses a table whose rows do not match its headers, rendering nothing', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const html = await render([
      {
        id: 't',
        type: 'table',
        fields: { caption: 'Kaputt', headers: ['A', 'B'], rows: [['nur eine Zelle']] },
      },
    ]);
    expect(html).toBe('');
  });

  it('names the tone of a user message in words', async () => {
    const html = await render([
      {
        id: 'm',
        type: 'userMessage',
        fields: { tone: 'warning', title: 'Feiertag', text: 'Am 8. Dezember liefern wir nicht.' },
      },
    ]);
    expect(html).toContain('<aside class="block-message block-message--warning" aria-label="Warnung">');
    expect(textOf(html)).toBe('Feiertag Am 8. Dezember liefern wir nicht.');
  });

  it('renders a recipe search as a GET form with a labelled field', async () => {
    const html = await render([
      { id: 'rs', type: 'recipeSearch', fields: { title: 'Was kochen wir heute?' } },
    ]);
    expect(html).toMatch(
      /<form[^>]*method="get"[^>]*action="\/recipes"[^>]*role="search" aria-labelledby="rs-title"/,
    );
    expect(html).toMatch(/<h\d id="rs-title">Was kochen wir heute\?<\/h\d>/);
    expect(html).toContain('<label for="rs-term" id="rs-term-label">Rezept oder Zutat</label>');
    expect(html).toContain('name="term"');
  });

  it('renders a product promotion with its product, and nothing when the product could not be had', async () => {
    const promotion: BlockNode = {
      id: 'promo',
      type: 'productPromotion',
      fields: { sku: '1', headline: 'Frisch aus dem Alpenvorland', text: 'Heumilch, g’schmackig.' },
    };
    const html = await render([promotion], {
      promo: { products: [productSummary({ sku: '1', slug: 'heumilch', name: 'Heumilch 1 l' })] },
    });
    expect(html).toContain('<h2 id="promo-title">Frisch aus dem Alpenvorland</h2>');
    expect(html).toContain('href="/produkte/heumilch/1"');
    expect(await render([promotion])).toBe('');
  });
});
