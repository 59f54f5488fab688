import { images } from '../../images.js';
import { block, featureTiles, paragraphs, type SeedPage } from '../../tenant-seed.js';

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
        image: {
          ...images.fruitBasket,
          alt: 'A basket of apples, apricots, bananas and grapes',
          priority: true,
        },
        href: '/categories',
        ctaLabel: 'Start shopping',
      }),
    ]),
    block('home-assortment', 'teaserSlider', {
      title: 'Explore our range',
      teasers: [
        {
          title: 'Locally grown veg',
          text: 'Tomatoes, potatoes and carrots from farms less than a day’s drive away.',
          image: { ...images.vegetables, alt: 'Tomatoes, carrots and a head of lettuce' },
          href: '/categories/fruit-veg',
          ctaLabel: 'Shop fruit & veg',
        },
        {
          title: 'Baked this morning',
          text: 'Sourdough, soda bread and crusty rolls from our in-store bakeries.',
          image: { ...images.bread, alt: 'A loaf of country bread next to two rolls' },
          href: '/categories/bakery',
          ctaLabel: 'Shop bakery',
        },
        {
          title: 'Dairy from the hills',
          text: 'Whole milk, yoghurt and mature cheddar from farm dairies nearby.',
          image: { ...images.dairy, alt: 'A bottle of milk next to a wedge of cheese' },
          href: '/categories/dairy-cheese',
          ctaLabel: 'Shop dairy & cheese',
        },
        {
          title: 'A better breakfast',
          text: 'Muesli, coffee, jam and honey for a slow weekend morning.',
          image: { ...images.breakfast, alt: 'A cup of coffee, a bowl of muesli and a croissant' },
          href: '/categories/breakfast',
          ctaLabel: 'Shop breakfast',
        },
        {
          title: 'Drinks carried to your kitchen',
          text: 'Water and juice by the crate – we carry them all the way to your door.',
          image: { ...images.drinks, alt: 'Bottles of mineral water and apple juice' },
          href: '/categories/drinks',
          ctaLabel: 'Shop drinks',
        },
        {
          title: 'Delivery when it suits you',
          text: 'Pick a one-hour slot – delivery is free on orders over €50.',
          image: { ...images.deliveryVan, alt: 'A delivery van loaded with shopping baskets' },
          href: '/service/delivery',
          ctaLabel: 'Delivery information',
        },
      ],
    }),
    block('home-offers', 'productGroup', {
      title: 'Loyalty card offers: dairy & cheese',
      category: 'dairy-cheese',
      badge: 'offer',
      limit: 4,
      link: { label: 'All dairy & cheese', href: '/categories/dairy-cheese' },
    }),
    block('home-offers-fresh', 'productGroup', {
      title: 'Fresh offers: fruit & veg',
      category: 'fruit-veg',
      badge: 'offer',
      limit: 4,
      link: { label: 'All fruit & veg', href: '/categories/fruit-veg' },
    }),
    block('home-vouchers', 'voucherGroup', { title: 'Current vouchers', limit: 3 }),
    featureTiles('home-promises', 'Why shop with us', {
      delivery: {
        title: 'Free delivery over €50',
        text: 'Below that, delivery costs €4.90 – and with a delivery pass, nothing at all.',
        href: '/service/delivery',
      },
      pickup: {
        title: 'Click & collect',
        text: 'Order online and pick up your packed shopping at the time you booked.',
        href: '/store-finder',
      },
      fresh: {
        title: 'Freshness guarantee',
        text: 'Not happy with how fresh something is? We refund it.',
      },
      points: {
        title: 'Points on every shop',
        text: 'Your loyalty card collects points online just as in store.',
        href: '/service/customer-benefits',
      },
    }),
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
