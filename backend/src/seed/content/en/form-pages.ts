import { block, paragraphs, type SeedPage } from '../../tenant-seed.js';

// Issue 18: the pages with forms for shoppers, linked from the FAQ and the footer.
export const contactPage: SeedPage = {
  slug: 'service/contact',
  meta: {
    title: 'Contact',
    description: 'Write to our customer service – with a photo or an invoice attached if you like.',
    keywords: ['Contact', 'Customer service', 'Complaint'],
  },
  blocks: [
    block('contact-headline', 'headline', { text: 'Contact', level: 1 }),
    paragraphs(
      'contact-intro',
      'A question about your order, or a product that was not right? Write to us – for a complaint, a photo of the product or its label helps.',
    ),
    block('contact-form', 'contactForm', {
      title: 'Your message to us',
      fields: ['surname', 'telephoneNumber', 'orderNumber', 'productName', 'ean', 'batchNumber'],
    }),
  ],
};

export const newsletterPage: SeedPage = {
  slug: 'newsletter',
  meta: {
    title: 'Newsletter',
    description: 'Offers, recipes and local news – subscribe and unsubscribe.',
    keywords: ['Newsletter'],
  },
  blocks: [
    block('newsletter-headline', 'headline', { text: 'Newsletter', level: 1 }),
    paragraphs(
      'newsletter-intro',
      'Once a week the best offers, with recipe ideas and news from our farmers. You can unsubscribe at any time with one click.',
    ),
    block('newsletter-subscribe', 'newsletterSubscribe', {}),
    block('newsletter-unsubscribe', 'newsletterUnsubscribe', {}),
  ],
};
