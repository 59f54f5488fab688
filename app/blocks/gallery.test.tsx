import { afterEach, describe, expect, it, vi } from 'vitest';
import type { RecipeSummary } from '../../backend/src/schemas/catalogue.js';
import { blockFieldSchemas, type BlockNode } from '../../backend/src/schemas/content.js';
import { blockGalleryPage } from '../../backend/src/seed/content/de/block-gallery.js';
import { generalVouchers } from '../../backend/src/seed/content/de/vouchers.js';
import { productSummary, renderInShop, textOf } from '../../tests/storefront/catalogue-test-support';
import { NonceProvider } from '~/utils/root-data';
import '../../tests/storefront/console-guard';
import { BlockDataProvider, BlockPageProvider, type BlockData, type BlockPage } from './block-data';
import { checkedBlocks } from './checked-blocks.server';
import { BlockList } from './registry';
import { sanitizeCustomHtml } from './sanitize-html.server';

const recipe: RecipeSummary = {
  slug: 'kaiserschmarrn',
  title: 'Kaiserschmarrn',
  teaser: 'Süß und schnell.',
  image: { src: '/media/recipes/kaiserschmarrn.svg', alt: 'Kaiserschmarrn', width: 800, height: 600 },
  totalMinutes: 25,
  difficulty: 'easy',
  servings: 2,
  tags: [{ slug: 'schnell', name: 'Schnell' }],
};

function walk(blocks: readonly BlockNode[]): BlockNode[] {
  return blocks.flatMap((block) => [block, ...walk(block.children ?? [])]);
}
const galleryBlocks = walk(blockGalleryPage.blocks);
const fieldsOf = (id: string) => galleryBlocks.find((block) => block.id === id)!.fields;

// What the page loader would have loaded for the gallery's data blocks (block-data.server.ts).
const galleryData: BlockData = {
  'gallery-promotion': { products: [productSummary({ sku: '56505156', name: 'Bio-Vollmilch' })] },
  'gallery-products': { products: [productSummary({ sku: '1' }), productSummary({ sku: '2' })] },
  'gallery-recipes': { recipes: [recipe] },
  'gallery-vouchers': { vouchers: generalVouchers },
  'gallery-html': { sanitizedHtml: sanitizeCustomHtml(fieldsOf('gallery-html').html as string) },
  'gallery-recipe-search-content': { recipeSearch: { term: 'schmarrn', total: 1, recipes: [recipe] } },
  'gallery-contact-form': { contactForm: { prefill: {}, recaptcha: { kind: 'checkbox' } } },
  ...Object.fromEntries(
    ['gallery-newsletter-subscribe', 'gallery-newsletter-unsubscribe'].map((id) => [
      id,
      {
        newsletter: {
          loggedIn: false,
          topics: [{ newsletterTopicId: 'recipes', name: 'Rezeptideen', description: 'Zweimal im Monat.' }],
          subscribedTopicIds: [],
        },
      },
    ]),
  ),
};

const page = (consent: Partial<BlockPage['consent']> = {}): BlockPage => ({
  slug: 'bausteine',
  editBaseUrl: 'https://cms.example.com/edit',
  consent: { statistic: false, marketing: false, targetGroupSelection: false, ...consent },
});

const renderGallery = (blockPage: BlockPage) =>
  renderInShop(
    <NonceProvider value="n0nce">
      <BlockPageProvider page={blockPage}>
        <BlockDataProvider data={galleryData}>
          <BlockList blocks={checkedBlocks(blockGalleryPage.blocks)} />
        </BlockDataProvider>
      </BlockPageProvider>
    </NonceProvider>,
    { location: '/bausteine?term=schmarrn' },
  );

afterEach(() => vi.restoreAllMocks());

describe('the block gallery', () => {
  it('uses every block type, and every block renders without a warning', async () => {
    const warn = vi.spyOn(console, 'warn');
    expect(new Set(galleryBlocks.map((block) => block.type))).toEqual(
      new Set(Object.keys(blockFieldSchemas)),
    );
    const html = await renderGallery(page());
    expect(warn).not.toHaveBeenCalled();
    for (const text of [
      'Frisch aus der Backstube',
      'Kaiserschmarrn',
      '10 € Willkommensrabatt',
      'Gültig bis 31.12.2030',
      'Kundenservice',
    ])
      expect(textOf(html)).toContain(text);
  });

  it('renders the contact form as a multipart post with the §5 limits, and the newsletter forms for guests', async () => {
    const html = await renderGallery(page());
    // HTML attribute names know no case: React writes this one as encType.
    expect(html).toMatch(/enctype="multipart\/form-data"/i);
    expect(html).toContain('<input type="hidden" name="formId" value="gallery-contact-form"/>');
    expect(html).toMatch(/<input name="firstName" type="text" required="" maxLength="24"/);
    expect(html).toMatch(/<textarea name="message" rows="6" required="" maxLength="1700"/);
    expect(html).toMatch(
      /name="files" type="file" multiple="" accept="\.pdf,\.jpg,\.jpeg,\.png,application\/pdf,image\/jpeg,image\/png"/,
    );
    expect(html).toContain('name="homepage" type="text" tabindex="-1"');
    expect(html).toContain('name="topicIds" value="recipes"');
    expect(html).toContain('<input type="hidden" name="intent" value="newsletter-unsubscribe"/>');
  });

  it('renders tabs without JavaScript as links to every panel, each under its heading', async () => {
    const html = await renderGallery(page());
    expect(html).toContain('<a href="#gallery-tabs-panel-1">Abholung</a>');
    expect(html).toMatch(
      /<section id="gallery-tabs-panel-2" class="block-tabs__panel" aria-labelledby="gallery-tabs-tab-2"><h3 id="gallery-tabs-tab-2">Bezahlung<\/h3>/,
    );
  });

  it('shows the iframe and the YouTube video only after consent, a form to give it before', async () => {
    const before = await renderGallery(page());
    expect(before).not.toContain('<iframe');
    expect(before).toContain('Dieser Inhalt kommt von OpenStreetMap.');
    expect(before).toMatch(
      /<form method="post" action="\/resources\/consent"[^>]*>.*?name="category" value="marketing"/,
    );
    expect(before).toContain('name="returnTo" value="/bausteine?term=schmarrn#gallery-iframe"');
    const after = await renderGallery(page({ marketing: true }));
    expect(after).toMatch(
      /<iframe src="https:\/\/www\.openstreetmap\.org\/export\/embed\.html[^"]*" title="Karte: Frischkorb Wien-Neubau"/,
    );
    expect(after).toContain('src="https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ"');
  });

  it('renders a video file with its poster and captions', async () => {
    const html = await renderGallery(page());
    expect(html).toMatch(/<video controls="" preload="none" poster="\/content\/shop-front.svg"/);
    expect(html).toContain(
      '<track kind="captions" src="/content/filiale.de.vtt" srcLang="de" label="Deutsch" default=""/>',
    );
  });

  it('runs the script block with the nonce, and only with its consent', async () => {
    expect(await renderGallery(page({ marketing: true }))).not.toContain('galleryStatistics');
    expect(await renderGallery(page({ statistic: true }))).toContain(
      `<script nonce="n0nce">document.documentElement.dataset.galleryStatistics = 'loaded';</script>`,
    );
  });

  it('shows the sanitized custom html: no script and no handler left', async () => {
    const html = await renderGallery(page());
    expect(html).toContain('<p>Schöne Feiertage!</p>');
    expect(html).not.toContain('onclick');
    expect(html).not.toContain('unsicher');
  });

  it('lists the shop’s cookies per category and offers the settings as a plain form', async () => {
    const html = await renderGallery(page({ statistic: true }));
    for (const name of [
      '__session',
      'lng',
      'XSRF-TOKEN',
      'SESSION',
      'logged-in',
      'session-expired',
      'webview',
    ])
      expect(html).toContain(`<code>${name}</code>`);
    expect(html).toContain(
      '<input type="checkbox" id="gallery-cookie-settings-statistic" name="statistic" aria-describedby="gallery-cookie-settings-statistic-purpose" checked=""/>',
    );
    expect(html).toContain('<button type="submit" name="intent" value="none"');
  });

  it('renders publication, contact, tracking and joe blocks with their links and fields', async () => {
    const html = await renderGallery(page());
    expect(html).toContain(
      'href="/content/flugblatt.pdf" class="button button--primary" download="">Flugblatt dieser Woche herunterladen (PDF, 1 KB)</a>',
    );
    expect(html).toContain('<a href="tel:+4312345678">+43 1 234 56 78</a>');
    // Forms of blocks post to the route they render in (here the test's route at /), with the
    // page's query, back at the block (decision 0024).
    expect(html).toContain('<form method="post" action="/?term=schmarrn#gallery-tracking"');
    expect(html).toContain('name="orderNumber" required="" maxLength="15"');
    // Decision 0081: the joe blocks lead to the loyalty section, logged out through the login.
    expect(html).toContain('href="/anmelden?returnUrl=%2Fprofil%2Fkundenkarte"');
    expect(html).toContain('href="/profil/kundenkarte"');
    expect(textOf(html)).toContain('1 Rezept für „schmarrn“');
  });
});
