import type { TenantSeed } from '../../tenant-seed.js';
import { images } from '../../images.js';

// Links use the tenant's slugs (tenants/en.ts); recipes are off for this tenant, so none point there.
export const clientConfigs: TenantSeed['clientConfigs'] = {
  topbarbanner: {
    enabled: true,
    text: 'Free delivery on orders over €50',
    link: { label: 'Find out more', href: '/service/delivery' },
    tone: 'promotion',
  },
  header: {
    navigation: [
      {
        label: 'Shop',
        href: '/categories',
        children: [
          { label: 'Fruit & veg', href: '/categories/fruit-veg' },
          { label: 'Bakery', href: '/categories/bakery' },
          { label: 'Dairy & cheese', href: '/categories/dairy-cheese' },
        ],
      },
      { label: 'Brands', href: '/brands', children: [] },
      { label: 'Delivery & collection', href: '/service/delivery', children: [] },
    ],
    serviceLinks: [
      { label: 'Store finder', href: '/store-finder' },
      { label: 'Favourites', href: '/favourites' },
    ],
  },
  footer: {
    columns: [
      {
        title: 'Customer service',
        links: [
          { label: 'Delivery & collection', href: '/service/delivery' },
          { label: 'Frequently asked questions', href: '/service/faq' },
          { label: 'Contact', href: '/service/contact' },
          { label: 'Newsletter', href: '/newsletter' },
          { label: 'Store finder', href: '/store-finder' },
        ],
      },
      {
        title: 'My account',
        links: [
          { label: 'Log in', href: '/login', audience: 'guests' },
          { label: 'Register', href: '/register', audience: 'guests' },
          { label: 'Forgotten password', href: '/forgotten-password', audience: 'guests' },
          { label: 'My account', href: '/account' },
        ],
      },
      {
        title: 'Freshbasket',
        links: [
          { label: 'About us', href: '/about-us' },
          { label: 'Sitemap', href: '/sitemap' },
        ],
      },
    ],
    legalLinks: [
      { label: 'Legal notice', href: '/legal-notice' },
      { label: 'Privacy', href: '/privacy' },
      { label: 'Terms', href: '/terms' },
    ],
    social: [
      {
        network: 'facebook',
        label: 'Freshbasket on Facebook',
        href: 'https://www.facebook.com/freshbasket.example',
      },
      {
        network: 'instagram',
        label: 'Freshbasket on Instagram',
        href: 'https://www.instagram.com/freshbasket.example',
      },
    ],
    copyright: '© Freshbasket Retail Ltd. All prices in euro, including VAT.',
  },
  socialsharingandseo: {
    siteName: 'Freshbasket',
    titleTemplate: '%s | Freshbasket',
    defaultDescription:
      'Your online supermarket: fresh groceries delivered to your door or ready to collect.',
    defaultOpenGraphImage: images.fruitBasket.src,
  },
  // §4: products and recipes in the first column (odd order), categories and pages in the second.
  searchflapout: {
    columnRatio: '8/4',
    types: [
      {
        type: 'products',
        order: 1,
        emptyResultsContent: 'No products found. Check the spelling or try a broader term.',
      },
      { type: 'categories', order: 2, emptyResultsContent: 'No matching category.' },
      { type: 'recipes', order: 3, emptyResultsContent: 'No matching recipe.' },
      { type: 'content', order: 4, emptyResultsContent: 'No matching pages.' },
    ],
  },
};
