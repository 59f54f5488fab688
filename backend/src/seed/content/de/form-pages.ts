import { block, paragraphs, type SeedPage } from '../../tenant-seed.js';

// Issue 18: the pages with forms for shoppers, linked from the FAQ and the footer.
export const contactPage: SeedPage = {
  slug: 'service/kontakt',
  meta: {
    title: 'Kontakt',
    description: 'Schreib unserem Kundenservice – gerne mit Foto oder Rechnung im Anhang.',
    keywords: ['Kontakt', 'Kundenservice', 'Reklamation'],
  },
  blocks: [
    block('contact-headline', 'headline', { text: 'Kontakt', level: 1 }),
    paragraphs(
      'contact-intro',
      'Du hast eine Frage zu deiner Bestellung oder ein Produkt war nicht in Ordnung? Schreib uns – bei einer Reklamation hilft ein Foto des Produkts oder des Etiketts.',
    ),
    block('contact-form', 'contactForm', {
      title: 'Deine Nachricht an uns',
      fields: ['surname', 'telephoneNumber', 'orderNumber', 'productName', 'ean', 'batchNumber'],
    }),
  ],
};

export const newsletterPage: SeedPage = {
  slug: 'newsletter',
  meta: {
    title: 'Newsletter',
    description: 'Angebote, Rezepte und Neues aus der Region – abonnieren und abbestellen.',
    keywords: ['Newsletter'],
  },
  blocks: [
    block('newsletter-headline', 'headline', { text: 'Newsletter', level: 1 }),
    paragraphs(
      'newsletter-intro',
      'Einmal pro Woche die besten Angebote, dazu Rezeptideen und Neues von unseren Bauern. Du kannst dich jederzeit mit einem Klick wieder abmelden.',
    ),
    block('newsletter-subscribe', 'newsletterSubscribe', {}),
    block('newsletter-unsubscribe', 'newsletterUnsubscribe', {}),
  ],
};
