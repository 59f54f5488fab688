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

export const questionnairePage: SeedPage = {
  slug: 'umfrage',
  meta: {
    title: 'Umfrage',
    description: 'Sag uns in zwei Minuten, wie du bei uns einkaufst.',
    keywords: ['Umfrage', 'Fragebogen'],
  },
  blocks: [
    block('questionnaire-headline', 'headline', { text: 'Umfrage', level: 1 }),
    block('questionnaire', 'questionnaire', {
      questionnaireId: 'einkaufsgewohnheiten',
      title: 'Wie kaufst du ein?',
      text: 'Jede Person kann die Umfrage einmal beantworten.',
      questions: [
        {
          id: 'gender',
          label: 'Anrede',
          type: 'single',
          prefill: 'gender',
          options: [
            { value: 'Female', label: 'Frau' },
            { value: 'Male', label: 'Herr' },
            { value: 'Family', label: 'Familie' },
          ],
        },
        { id: 'age', label: 'Dein Alter', type: 'age', required: true },
        {
          id: 'frequency',
          label: 'Wie oft bestellst du bei uns?',
          type: 'single',
          required: true,
          options: [
            { value: 'weekly', label: 'Jede Woche' },
            { value: 'monthly', label: 'Jeden Monat' },
            { value: 'rarely', label: 'Selten' },
          ],
        },
        {
          id: 'departments',
          label: 'Was kaufst du am liebsten?',
          type: 'multiple',
          required: true,
          options: [
            { value: 'fruit', label: 'Obst und Gemüse' },
            { value: 'bakery', label: 'Brot und Gebäck' },
            { value: 'dairy', label: 'Milchprodukte' },
          ],
        },
        { id: 'wish', label: 'Was wünschst du dir von uns?', type: 'text' },
      ],
    }),
  ],
};
