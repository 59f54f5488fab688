import { images } from '../../images.js';
import { block, paragraphs, type SeedPage } from '../../tenant-seed.js';

export const aboutPage: SeedPage = {
  slug: 'about-us',
  meta: {
    title: 'About us',
    description: 'Freshbasket: a family grocer since 1962, now online too.',
    keywords: ['about us', 'local grocer', 'sustainability'],
    openGraphImage: images.shopFront.src,
  },
  blocks: [
    block('about-headline', 'headline', { text: 'About Freshbasket', level: 1 }),
    block('about-image', 'image', {
      ...images.shopFront,
      alt: 'Our first store with its green awning',
      priority: true,
    }),
    paragraphs(
      'about-text',
      'What began in 1962 as a corner shop is today a family business with more than 80 stores. Our promise has not changed: good food at fair prices, sourced locally wherever we can.',
      'Around 60 per cent of our fresh range comes from local growers and producers, many of whom we have worked with for decades.',
    ),
    block('about-sustainability', 'headline', { text: 'Responsibility you can taste', level: 2 }),
    paragraphs(
      'about-sustainability-text',
      'Our city vans are electric, food close to its best-before date goes to community food banks, and reusable crates replace single-use bags.',
    ),
    block('about-faq-button', 'button', {
      label: 'Frequently asked questions',
      href: '/service/faq',
      variant: 'secondary',
    }),
  ],
};

export const imprintPage: SeedPage = {
  slug: 'legal-notice',
  meta: { title: 'Legal notice', description: 'Company details and registration.', noIndex: true },
  blocks: [
    block('imprint-headline', 'headline', { text: 'Legal notice', level: 1 }),
    paragraphs(
      'imprint-company',
      'Freshbasket Retail Ltd\n1 Market Square\nDublin 2\nIreland',
      'Registered in Ireland, company number 000000. VAT number IE0000000X.',
      'Phone: +353 1 000 0000\nEmail: service@shop.example.com',
    ),
  ],
};

export const privacyPage: SeedPage = {
  slug: 'privacy',
  meta: { title: 'Privacy', description: 'How we protect your data and what we use it for.' },
  blocks: [
    block('privacy-headline', 'headline', { text: 'Privacy', level: 1 }),
    paragraphs(
      'privacy-text',
      'We process your data only to fulfil your orders, run your account and – if you agree – show you offers that suit you.',
      'You can change your consents at any time in the cookie settings below. For access, correction or deletion of your data, write to privacy@shop.example.com.',
    ),
    block('privacy-cookies', 'cookieList', { title: 'Cookies' }),
    block('privacy-cookie-settings', 'cookieSettingsButton', { label: 'Change cookie settings' }),
  ],
};

export const termsPage: SeedPage = {
  slug: 'terms',
  meta: {
    title: 'Terms and conditions',
    description: 'The terms for orders in the Freshbasket online shop.',
  },
  blocks: [
    block('terms-headline', 'headline', { text: 'Terms and conditions', level: 1 }),
    paragraphs(
      'terms-text',
      'These terms apply to orders placed in the Freshbasket online shop for home delivery or collection in a store.',
      'The contract is made when you select "Place order and pay" at checkout and the payment is confirmed. You then receive an order confirmation by email.',
      'Items sold by weight (such as fruit, cheese or meat from the counter) are charged by their actual weight. To cover this we reserve a slightly higher amount when you pay and only charge the actual price.',
      'If an item is missing we deliver an equivalent substitute when you allowed it; otherwise it is left out and not charged. Deposits are shown separately.',
      'You can add to your order until the cut-off of your time slot. Please report any complaint within 14 days to service@shop.example.com.',
    ),
  ],
};
