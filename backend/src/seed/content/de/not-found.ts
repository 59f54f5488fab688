import { images } from '../../images.js';
import { block, paragraphs, type SeedPage } from '../../tenant-seed.js';

// cms.notFoundPageSlug: the storefront shows this page with status 404 (§2 error page).
export const notFoundPage: SeedPage = {
  slug: 'seite-nicht-gefunden',
  meta: { title: 'Seite nicht gefunden', noIndex: true, noFollow: true },
  blocks: [
    block('not-found-section', 'section', {}, [
      block('not-found-headline', 'headline', {
        text: 'Hoppla – hier ist nur eine verlorene Karotte',
        level: 1,
      }),
      block('not-found-image', 'image', {
        ...images.lostCarrot,
        alt: 'Eine einsame Karotte mit Fragezeichen',
        priority: true,
      }),
      paragraphs(
        'not-found-text',
        'Die Seite, die du suchst, gibt es nicht (mehr). Vielleicht hat sie sich ins Gemüseregal verirrt.',
        'Auf der Startseite findest du alle Angebote, und bei Fragen hilft dir unser Kundenservice gerne weiter.',
      ),
      block('not-found-actions', 'row', { gap: 'small' }, [
        block('not-found-home-column', 'column', { span: { base: 12, md: 6 } }, [
          block('not-found-home', 'button', { label: 'Zur Startseite', href: '/' }),
        ]),
        block('not-found-faq-column', 'column', { span: { base: 12, md: 6 } }, [
          block('not-found-faq', 'button', {
            label: 'Häufige Fragen',
            href: '/service/faq',
            variant: 'secondary',
          }),
        ]),
      ]),
    ]),
  ],
};
