import { images } from '../../images.js';
import { block, paragraphs, type FieldsInput, type SeedPage } from '../../tenant-seed.js';

const teaserColumn = (id: string, teaser: FieldsInput<'teaser'>) =>
  block(`${id}-column`, 'column', { span: { base: 12, md: 4 } }, [block(id, 'teaser', teaser)]);

export const homePage: SeedPage = {
  slug: 'home',
  meta: {
    title: 'Online grocery delivery and click & collect',
    description:
      'Fresh groceries from local growers: order online, have them delivered or collect them in store.',
    keywords: ['online supermarket', 'grocery delivery', 'click and collect'],
    openGraphImage: images.fruitBasket.src,
  },
  blocks: [
    block('home-hero', 'section', { fullWidth: true }, [
      block('home-hero-teaser', 'teaser', {
        title: 'Fresh from the market to your door',
        text: 'Fruit, veg, bakery and all your everyday essentials – order today, delivered tomorrow.',
        image: { ...images.fruitBasket, alt: 'A basket of apples, apricots, bananas and grapes' },
        href: '/categories',
        ctaLabel: 'Start shopping',
      }),
    ]),
    block('home-highlights', 'section', { title: 'Explore our range' }, [
      block('home-highlights-row', 'row', { gap: 'medium' }, [
        teaserColumn('home-teaser-bakery', {
          title: 'Baked this morning',
          text: 'Sourdough, soda bread and crusty rolls from our in-store bakeries.',
          image: { ...images.bread, alt: 'A loaf of country bread next to two rolls' },
          href: '/categories/bakery',
          ctaLabel: 'Shop bakery',
        }),
        teaserColumn('home-teaser-vegetables', {
          title: 'Locally grown veg',
          text: 'Tomatoes, potatoes and carrots from farms less than a day’s drive away.',
          image: { ...images.vegetables, alt: 'Tomatoes, carrots and a head of lettuce' },
          href: '/categories/fruit-veg',
          ctaLabel: 'Shop fruit & veg',
        }),
        teaserColumn('home-teaser-delivery', {
          title: 'Delivery when it suits you',
          text: 'Pick a one-hour slot – delivery is free on orders over €50.',
          image: { ...images.deliveryVan, alt: 'A delivery van loaded with shopping baskets' },
          href: '/service/delivery',
          ctaLabel: 'Delivery information',
        }),
      ]),
    ]),
    block('home-offers', 'productGroup', {
      title: 'Loyalty card offers: dairy & cheese',
      category: 'dairy-cheese',
      badge: 'offer',
      limit: 4,
      link: { label: 'All dairy & cheese', href: '/categories/dairy-cheese' },
    }),
    block('home-vouchers', 'voucherGroup', { title: 'Current vouchers', limit: 3 }),
    block('home-separator', 'lineSeparator', {}),
    block('home-how', 'section', { title: 'How it works' }, [
      block('home-how-headline', 'headline', { text: 'A full fridge in three steps', level: 2 }),
      paragraphs(
        'home-how-text',
        '1. Fill your basket from more than 5,000 products.',
        '2. Choose home delivery or collection from your local store and book a time slot.',
        '3. Pay securely and relax: we pack with care and keep everything chilled until it reaches you.',
      ),
      block('home-how-image', 'image', {
        ...images.deliveryVan,
        alt: 'Our delivery van on its way to you',
        caption: 'Delivered chilled – from our store to your door.',
      }),
      block('home-how-cta', 'button', { label: 'See delivery slots', href: '/service/delivery' }),
      block('home-how-stores', 'button', {
        label: 'Find a store',
        href: '/store-finder',
        variant: 'secondary',
      }),
    ]),
  ],
};
