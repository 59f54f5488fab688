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

export const questionnairePage: SeedPage = {
  slug: 'survey',
  meta: {
    title: 'Survey',
    description: 'Tell us in two minutes how you shop with us.',
    keywords: ['Survey', 'Questionnaire'],
  },
  blocks: [
    block('questionnaire-headline', 'headline', { text: 'Survey', level: 1 }),
    block('questionnaire', 'questionnaire', {
      questionnaireId: 'shopping-habits',
      title: 'How do you shop?',
      text: 'Everyone can answer the survey once.',
      questions: [
        {
          id: 'gender',
          label: 'Title',
          type: 'single',
          prefill: 'gender',
          options: [
            { value: 'Female', label: 'Ms' },
            { value: 'Male', label: 'Mr' },
            { value: 'Family', label: 'Family' },
          ],
        },
        { id: 'age', label: 'Your age', type: 'age', required: true },
        {
          id: 'frequency',
          label: 'How often do you order from us?',
          type: 'single',
          required: true,
          options: [
            { value: 'weekly', label: 'Every week' },
            { value: 'monthly', label: 'Every month' },
            { value: 'rarely', label: 'Rarely' },
          ],
        },
        {
          id: 'departments',
          label: 'What do you like buying most?',
          type: 'multiple',
          required: true,
          options: [
            { value: 'fruit', label: 'Fruit and vegetables' },
            { value: 'bakery', label: 'Bread and pastries' },
            { value: 'dairy', label: 'Dairy' },
          ],
        },
        { id: 'wish', label: 'What would you wish for?', type: 'text' },
      ],
    }),
  ],
};
