import { describe, expect, it, vi } from 'vitest';
import type { BlockNode } from '../../backend/src/schemas/content.js';
import { renderInShop, textOf } from '../../tests/storefront/catalogue-test-support';
import '../../tests/storefront/console-guard';
import { checkedBlocks } from './checked-blocks.server';
import { BlockList } from './registry';

const picture = (name: string) => ({ src: `/content/${name}.svg`, alt: name, width: 400, height: 300 });
const render = (blocks: BlockNode[]) => renderInShop(<BlockList blocks={checkedBlocks(blocks)} />);

describe('media blocks', () => {
  it('renders a feature tile whose title is its link', async () => {
    const html = await render([
      {
        id: 'f',
        type: 'feature',
        fields: { title: 'Gratis Lieferung', text: 'Ab 50 €.', href: '/service/lieferung' },
      },
    ]);
    expect(html).toContain(
      '<h2 class="block-feature__title"><a data-discover="true" href="/service/lieferung">Gratis Lieferung</a></h2>',
    );
  });

  it('renders an image list with sizes set and captions', async () => {
    const html = await render([
      {
        id: 'l',
        type: 'imageList',
        fields: {
          columns: 2,
          images: [{ ...picture('bread'), caption: 'Frisch gebacken' }, picture('vegetables')],
        },
      },
    ]);
    expect(html).toContain('block-image-list__grid--2');
    expect(html.match(/width="400" height="300" loading="lazy"/g)).toHaveLength(2);
    expect(html).toContain('<figcaption>Frisch gebacken</figcaption>');
  });

  it('renders sliders as a named, focusable strip that scrolls without JavaScript', async () => {
    const html = await render([
      {
        id: 's',
        type: 'teaserSlider',
        fields: {
          title: 'Saisonal',
          teasers: [
            { title: 'Spargel', href: '/kategorie/obst-gemuese' },
            { title: 'Erdbeeren', href: '/kategorie/obst-gemuese' },
          ],
        },
      },
    ]);
    expect(html).toContain('<h2 id="s-title">Saisonal</h2>');
    expect(html).toContain(
      'role="region" tabindex="0" aria-label="Saisonal: 2 Elemente, seitlich scrollbar"',
    );
    // The teasers' titles sit one level below the slider's.
    expect(html).toContain('<h3 class="block-teaser__title">Spargel</h3>');
  });

  it('refuses a slider of one picture', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(
      await render([{ id: 'x', type: 'imageSlider', fields: { title: 'Eins', images: [picture('bread')] } }]),
    ).toBe('');
    warn.mockRestore();
  });

  it('names every social network in words', async () => {
    const html = await render([
      {
        id: 'so',
        type: 'socialFollow',
        fields: {
          title: 'Folge uns',
          links: [
            { network: 'instagram', href: 'https://instagram.com/frischkorb', label: 'Instagram' },
            { network: 'youtube', href: 'https://youtube.com/@frischkorb', label: 'YouTube' },
          ],
        },
      },
    ]);
    expect(textOf(html)).toBe('Folge uns Instagram YouTube');
    expect(html).toContain('target="_blank" rel="noopener noreferrer"');
  });
});
