import { images } from '../../images.js';
import { block, paragraphs, type SeedPage } from '../../tenant-seed.js';

export const deliveryPage: SeedPage = {
  slug: 'service/delivery',
  meta: {
    title: 'Delivery & collection',
    description: 'Delivery areas, time slots, service charges and click & collect at a glance.',
    keywords: ['delivery', 'time slots', 'click and collect', 'delivery charge'],
    openGraphImage: images.deliveryVan.src,
  },
  blocks: [
    block('delivery-headline', 'headline', { text: 'Delivery & collection', level: 1 }),
    block('delivery-image', 'image', {
      ...images.deliveryVan,
      alt: 'A delivery van loaded with shopping baskets',
      priority: true,
    }),
    paragraphs(
      'delivery-intro',
      'We deliver Monday to Saturday between 7am and 9pm across Dublin, Cork, Galway and Limerick and many surrounding towns. Enter your Eircode to see whether we come to you.',
    ),
    block('delivery-fees-headline', 'headline', { text: 'What does delivery cost?', level: 2 }),
    paragraphs(
      'delivery-fees',
      'Delivery is free on orders over €50. Below that we charge €4.90. The minimum order for delivery is €30.',
      'With a delivery pass you pay no delivery charges for a whole year, however often you order.',
    ),
    block('delivery-pickup-headline', 'headline', { text: 'Click & collect', level: 2 }),
    paragraphs(
      'delivery-pickup',
      'Rather collect it yourself? Choose your store and a time slot at checkout. Your shopping waits for you, chilled, at the collection point – free of charge and with no minimum order.',
    ),
    block('delivery-pass-button', 'button', { label: 'About the delivery pass', href: '/delivery-pass' }),
    block('delivery-stores-button', 'button', {
      label: 'Find a store',
      href: '/store-finder',
      variant: 'secondary',
    }),
  ],
};

// §1: the questions as one accordion, each answer a disclosure that opens without JavaScript.
const question = (title: string, text: string) => ({ title, text });

export const faqPage: SeedPage = {
  slug: 'service/faq',
  meta: {
    title: 'Frequently asked questions',
    description: 'Answers about ordering, delivery, payment, deposits and your account.',
    keywords: ['FAQ', 'help', 'customer service'],
  },
  blocks: [
    block('faq-headline', 'headline', { text: 'Frequently asked questions', level: 1 }),
    block('faq-questions', 'accordion', {
      items: [
        question(
          'Can I still change my order?',
          'Yes. Until 10pm the day before delivery you can add products, change quantities or switch your time slot.',
        ),
        question(
          'How can I pay?',
          'By card, PayPal, Apple Pay, on invoice, or in store when you collect. Vouchers and gift cards can be redeemed in your basket.',
        ),
        question(
          'What happens to bottles and crates with a deposit?',
          'Our driver is happy to take your empties back. The deposit is credited to your next order.',
        ),
        question(
          'What if something is not fresh?',
          'That should never happen – but if it does, let us know within 7 days and we will refund you, no questions asked.',
        ),
      ],
    }),
    // §1 tracking: an order by its number and e-mail (README: Demo accounts).
    block('faq-tracking', 'tracking', {
      title: 'Where is my order?',
      text: 'Enter the order number from your order confirmation and the e-mail address you ordered with.',
    }),
    block('faq-separator', 'lineSeparator', {}),
    paragraphs(
      'faq-contact',
      'Question not answered? Our customer service team is here Monday to Saturday, 8am to 8pm.',
    ),
    block('faq-contact-details', 'contact', {
      title: 'Customer service',
      phone: '+44 20 7946 0000',
      email: 'service@shop.example.com',
      hours: [{ days: 'Monday to Saturday', time: '8am to 8pm' }],
    }),
    block('faq-contact-form-button', 'button', { label: 'To the contact form', href: '/service/contact' }),
    block('faq-delivery-button', 'button', {
      label: 'All about delivery',
      href: '/service/delivery',
      variant: 'link',
    }),
  ],
};
