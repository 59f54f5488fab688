import { images } from '../../images.js';
import { block, paragraphs, type SeedPage } from '../../tenant-seed.js';

// cms.notFoundPageSlug: the storefront shows this page with status 404 (§2 error page).
export const notFoundPage: SeedPage = {
  slug: 'page-not-found',
  meta: { title: 'Page not found', noIndex: true, noFollow: true },
  blocks: [
    block('not-found-section', 'section', {}, [
      block('not-found-headline', 'headline', { text: 'Oops – all we found was a lost carrot', level: 1 }),
      block('not-found-image', 'image', {
        ...images.lostCarrot,
        alt: 'A lonely carrot with a question mark',
        priority: true,
      }),
      paragraphs(
        'not-found-text',
        'The page you are looking for does not exist any more, or perhaps it never did.',
        'Our home page has all the latest offers, and our customer service team is happy to help.',
      ),
      block('not-found-actions', 'row', { gap: 'small' }, [
        block('not-found-home-column', 'column', { span: { base: 12, md: 6 } }, [
          block('not-found-home', 'button', { label: 'Back to the home page', href: '/' }),
        ]),
        block('not-found-faq-column', 'column', { span: { base: 12, md: 6 } }, [
          block('not-found-faq', 'button', {
            label: 'Frequently asked questions',
            href: '/service/faq',
            variant: 'secondary',
          }),
        ]),
      ]),
    ]),
  ],
};
