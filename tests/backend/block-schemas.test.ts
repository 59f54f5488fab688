import { describe, expect, it } from 'vitest';
import { blockFieldSchemas, type BlockType } from '../../backend/src/schemas/content';

const image = { src: '/content/bread.svg', alt: 'Brot', width: 600, height: 400 };
const link = { label: 'Mehr', href: '/service/faq' };

// One valid and one invalid example per block type; the type makes a missing type a compile error.
const examples: Record<BlockType, { valid: unknown; invalid: unknown }> = {
  headline: { valid: { text: 'Obst', level: 1 }, invalid: { text: 'Obst', level: 7 } },
  text: { valid: { text: 'Frisch.' }, invalid: { text: 'Frisch.', align: 'justify' } },
  image: { valid: image, invalid: { ...image, width: 0 } },
  button: { valid: link, invalid: { label: '', href: '/' } },
  row: { valid: { gap: 'small' }, invalid: { gap: 'huge' } },
  column: { valid: { span: { base: 12, md: 6 } }, invalid: { span: { base: 13 } } },
  section: { valid: { title: 'Angebote' }, invalid: { background: 'url(x)' } },
  teaser: { valid: { title: 'Brot', href: '/kategorie/brot' }, invalid: { title: 'Brot' } },
  lineSeparator: { valid: {}, invalid: null },
  productGroup: { valid: { skus: ['1', '2'] }, invalid: { skus: ['1'], category: 'milch' } },
  productPromotion: { valid: { sku: '1', headline: 'Milch' }, invalid: { sku: '1 2', headline: 'Milch' } },
  accordion: { valid: { items: [{ title: 'F', text: 'A' }] }, invalid: { items: [] } },
  table: {
    valid: { caption: 'Gebühren', headers: ['A', 'B'], rows: [['1', '2']] },
    invalid: { caption: 'Gebühren', headers: ['A', 'B'], rows: [['1']] },
  },
  userMessage: { valid: { tone: 'warning', text: 'Feiertag' }, invalid: { tone: 'panic', text: 'x' } },
  feature: { valid: { title: 'Gratis Lieferung' }, invalid: { title: 'x', href: 'javascript:x' } },
  imageList: { valid: { images: [image] }, invalid: { images: [image], columns: 5 } },
  imageSlider: {
    valid: { title: 'Filialen', images: [image, image] },
    invalid: { title: 'F', images: [image] },
  },
  teaserSlider: {
    valid: {
      title: 'T',
      teasers: [
        { title: 'A', href: '/' },
        { title: 'B', href: '/' },
      ],
    },
    invalid: { title: 'T', teasers: [{ title: 'A', href: '/' }] },
  },
  socialFollow: {
    valid: { links: [{ network: 'instagram', href: 'https://instagram.com', label: 'Instagram' }] },
    invalid: { links: [{ network: 'myspace', href: 'https://myspace.com', label: 'MySpace' }] },
  },
  recipeSearch: { valid: {}, invalid: { title: 42 } },
  recipeGroup: { valid: { tag: 'schnell' }, invalid: { tag: 'Schnell Essen' } },
  tabs: {
    valid: {
      tabs: [
        { label: 'A', text: 'a' },
        { label: 'B', text: 'b' },
      ],
    },
    invalid: { tabs: [{ label: 'A', text: 'a' }] },
  },
  iframe: {
    valid: { title: 'Karte', src: 'https://maps.example/embed', provider: 'Maps' },
    invalid: { title: 'Karte', src: 'http://maps.example/embed', provider: 'Maps' },
  },
  video: {
    valid: {
      source: 'file',
      title: 'Rundgang',
      src: '/content/a.mp4',
      poster: image,
      captions: [{ src: '/content/a.de.vtt', srclang: 'de', label: 'Deutsch' }],
    },
    // A video file without captions cannot be followed without sound.
    invalid: { source: 'file', title: 'Rundgang', src: '/content/a.mp4', poster: image, captions: [] },
  },
  customHtml: { valid: { html: '<p>Hallo</p>' }, invalid: { html: '' } },
  script: {
    valid: { src: 'https://tags.example/t.js', consentCategory: 'statistic' },
    invalid: { src: 'https://tags.example/t.js', code: 'x()', consentCategory: 'statistic' },
  },
  option: { valid: { title: 'Zustellung', price: 'ab 2,90 €' }, invalid: { price: 'ab 2,90 €' } },
  publication: {
    valid: { title: 'Flugblatt', cover: image, file: { href: '/content/f.pdf' } },
    invalid: { title: 'Flugblatt', cover: image, file: { href: 'javascript:x' } },
  },
  cookieList: { valid: { categories: ['necessary', 'marketing'] }, invalid: { categories: ['tasty'] } },
  cookieSettingsButton: { valid: { label: 'Cookie-Einstellungen' }, invalid: {} },
  voucherGroup: { valid: { limit: 3 }, invalid: { limit: 0 } },
  joeLinkButton: { valid: { label: 'jö', href: 'https://www.joe-club.at/' }, invalid: { label: 'jö' } },
  joeLoginButton: {
    valid: { label: 'Mit jö anmelden', href: 'https://www.joe-club.at/login' },
    invalid: { label: 'Mit jö anmelden', href: 'ftp://joe' },
  },
  recipeSearchContent: { valid: { pageSize: 6 }, invalid: { pageSize: 100 } },
  contact: { valid: { phone: '+43 1 234 56 78' }, invalid: { title: 'Kontakt ohne Kontakt' } },
  tracking: { valid: { title: 'Bestellung verfolgen' }, invalid: { text: ['x'] } },
  newsletterSubscribe: { valid: { title: 'Newsletter' }, invalid: { title: 3 } },
  newsletterUnsubscribe: { valid: {}, invalid: { title: ['x'] } },
  contactForm: { valid: { fields: ['orderNumber', 'ean'] }, invalid: { fields: ['favouriteColour'] } },
  questionnaire: {
    valid: { questionnaireId: 'taste', questions: [{ id: 'age', label: 'Age', type: 'age' }] },
    invalid: { questionnaireId: 'taste', questions: [{ id: 'pick', label: 'Pick', type: 'single' }] },
  },
};

describe.each(Object.entries(examples))('the %s block schema', (type, { valid, invalid }) => {
  const schema = blockFieldSchemas[type as BlockType];
  it('takes a valid example', () => {
    expect(schema.safeParse(valid).error?.issues).toBeUndefined();
  });
  it('refuses an invalid example', () => {
    expect(schema.safeParse(invalid).success).toBe(false);
  });
});

describe('the custom block schemas', () => {
  it('take third-party videos only with an id and default them to the marketing category', () => {
    const parsed = blockFieldSchemas.video.parse({
      source: 'youtube',
      title: 'Rezept',
      videoId: 'aqz-KE-bpKQ',
    });
    expect(parsed).toMatchObject({ consentCategory: 'marketing' });
    expect(
      blockFieldSchemas.video.safeParse({ source: 'youtube', title: 'x', videoId: '../x' }).success,
    ).toBe(false);
  });
});
