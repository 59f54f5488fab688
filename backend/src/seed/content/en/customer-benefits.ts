import { block, paragraphs, type SeedPage } from '../../tenant-seed.js';
import { limitedTo } from '../access.js';

// §6 content access, one example of each kind: the page is for logged-in customers only (a guest
// goes to login and back), and its blocks differ for members and for customers without a card.
export const customerBenefitsPage: SeedPage = {
  slug: 'service/customer-benefits',
  meta: {
    title: 'Your customer benefits',
    description: 'What your account and the joe loyalty card bring you.',
    noIndex: true,
    access: ['LOGGED_IN_NOT_MEMBER', 'MEMBER'],
  },
  blocks: [
    block('benefits-headline', 'headline', { text: 'Your customer benefits', level: 1 }),
    paragraphs(
      'benefits-intro',
      'With your account you keep addresses and favourites and can look up your orders at any time.',
    ),
    limitedTo(
      ['MEMBER'],
      block('benefits-members', 'userMessage', {
        tone: 'success',
        title: 'For joe members only',
        text: 'As a joe member you collect points with every purchase and get personal vouchers.',
      }),
    ),
    limitedTo(
      ['LOGGED_IN_NOT_MEMBER'],
      block('benefits-join', 'userMessage', {
        tone: 'info',
        title: 'Not a joe member yet?',
        text: 'Get the joe loyalty card in any of our stores and link it to your account to collect points.',
      }),
    ),
  ],
};
