import { block, paragraphs, type SeedPage } from '../../tenant-seed.js';
import { limitedTo } from '../access.js';

// §6 content access, one example of each kind: the page is for logged-in customers only (a guest
// goes to login and back), and its blocks differ for members and for customers without a card.
export const customerBenefitsPage: SeedPage = {
  slug: 'service/kundenvorteile',
  meta: {
    title: 'Deine Kundenvorteile',
    description: 'Was dir dein Konto und die joe-Kundenkarte bringen.',
    noIndex: true,
    access: ['LOGGED_IN_NOT_MEMBER', 'MEMBER'],
  },
  blocks: [
    block('benefits-headline', 'headline', { text: 'Deine Kundenvorteile', level: 1 }),
    paragraphs(
      'benefits-intro',
      'Mit deinem Konto speicherst du Adressen, Favoriten und siehst deine Bestellungen jederzeit wieder.',
    ),
    limitedTo(
      ['MEMBER'],
      block('benefits-members', 'userMessage', {
        tone: 'success',
        title: 'Nur für joe-Mitglieder',
        text: 'Als joe-Mitglied sammelst du bei jedem Einkauf Ö-Punkte und bekommst persönliche Gutscheine.',
      }),
    ),
    limitedTo(
      ['LOGGED_IN_NOT_MEMBER'],
      block('benefits-join', 'userMessage', {
        tone: 'info',
        title: 'Noch kein joe-Mitglied?',
        text: 'Hol dir die joe-Kundenkarte in jeder Filiale und verbinde sie mit deinem Konto, um Ö-Punkte zu sammeln.',
      }),
    ),
  ],
};
