import type { MessageTree } from '../../schemas/tenant.js';
import { accountMessagesEn } from './account-en.js';
import { blockMessagesEn } from './blocks-en.js';
import { cartDialogMessagesEn } from './cart-dialogs-en.js';
import { cartMessagesEn } from './cart-en.js';
import { checkoutMessagesEn } from './checkout-en.js';
import { catalogueMessagesEn } from './catalogue-en.js';
import { customerOrderMessagesEn } from './customer-orders-en.js';
import { physicalCardMessagesEn } from './physical-card-en.js';
import { deliveryPassMessagesEn } from './delivery-pass-en.js';
import { loyaltyMessagesEn } from './loyalty-en.js';
import { staffMessagesEn } from './staff-en.js';
import { errorCatalogueEn } from './error-catalogue-en.js';
import { formMessagesEn } from './forms-en.js';
import { questionnaireMessagesEn } from './questionnaire-en.js';
import { searchMessagesEn } from './search-en.js';
import { servicePromptMessagesEn } from './service-prompt-en.js';
import { serviceChooserMessagesEn } from './service-chooser-en.js';
import { storeFinderMessagesEn } from './store-finder-en.js';
import { voucherMessagesEn } from './vouchers-en.js';

// English texts of the storefront; the same keys as de.ts.
export const en = {
  ...accountMessagesEn,
  ...errorCatalogueEn,
  ...catalogueMessagesEn,
  ...checkoutMessagesEn,
  ...blockMessagesEn,
  ...cartMessagesEn,
  ...cartDialogMessagesEn,
  ...searchMessagesEn,
  ...servicePromptMessagesEn,
  ...serviceChooserMessagesEn,
  ...storeFinderMessagesEn,
  ...voucherMessagesEn,
  ...customerOrderMessagesEn,
  ...physicalCardMessagesEn,
  ...deliveryPassMessagesEn,
  ...loyaltyMessagesEn,
  ...staffMessagesEn,
  // Issue 34: the profile's wallet with its gift cards (decision 0074).
  wallet: {
    balance: 'Balance of your gift cards: {amount}',
    empty: 'You have not linked a gift card to your account yet.',
    cardName: 'Gift card …{ending}',
    cardBalance: 'Balance: {amount}',
    validUntil: 'Valid until {date}',
    expired: 'Expired on {date}',
    remove: 'Remove gift card …{ending}',
    removed: 'The gift card is removed from your wallet.',
    linkHeading: 'Add a gift card',
    code: 'Gift card code',
    codeHint: '20 characters, for example ABCD-EFGH-JKMN-PQRS-TVWX',
    codeRequired: 'Please enter the code of your gift card.',
    link: 'Add gift card',
    linked: 'The gift card is now in your wallet.',
    rateLimited: 'You have tried too many codes. Please try again in {count} minutes.',
  },
  // Issue 20: "did you mean" after a search that found nothing, and choosing a weight.
  searchAndWeight: {
    didYouMean: 'Did you mean',
    weight: {
      label: 'Choose an amount: {name}',
      grams: '{grams} g',
      kilograms: '{kilograms} kg',
      pieces: '{count} pcs (approx. {weight})',
      option: '{amount} · {price}',
      approxPrice: 'approx. {price}',
      chosen: 'Chosen: {amount} for {price}',
      lineNote: 'Charged by the actual weight. We reserve a little more on your payment method for it.',
      notInSteps: 'Please choose an amount in steps of {step} g.',
    },
  },
  // Issue 38: what the thresholds count, what the pay button charges, what a guest still has to give.
  checkoutClarity: {
    thresholdValue:
      'Your shopping value: {value}. It counts for free delivery and the minimum order value: your articles before vouchers and discount codes, without deposit and service fee.',
    freeServiceMissing: '{missing} more shopping value and the service fee is free.',
    minimumMissing: 'Minimum order value: {minimum} shopping value. {missing} to go.',
    pay: 'Place order and pay: {total}',
    payReserved: 'Place order and pay: {total} ({reserved} reserved)',
    reservedNote:
      'We charge what your weighed articles really weigh, probably {total}. For that we reserve up to {reserved} ({percent} % more) on your payment method and release what we do not need after weighing.',
    billingWithPay:
      'We save your billing address with the order. What you change here applies to this order.',
    billingRefused: 'Please check your billing address – nothing has been ordered yet.',
    toSummary: 'To the summary: {total}',
    contactMissing: 'Your contact details are still missing for the order.',
    contactLink: 'Give contact details',
  },
  ...formMessagesEn,
  ...questionnaireMessagesEn,
  common: {
    skipToContent: 'Skip to content',
    close: 'Close',
    home: 'Home',
    back: 'Back',
    loading: 'Loading …',
  },
  validation: {
    required: 'This field is required',
    email: 'Please enter a valid email',
    numbersOnly: 'This field can only contain numbers',
    integer: 'This field can only contain integer values',
    maxLength: 'You must enter a maximum of {0} characters',
    minLength: 'You must enter a minimum of {0} characters',
    invalidFormat: 'Invalid format',
    chooseOne: 'Please choose at least one value',
    unknownIntent: 'This page cannot do that (any more). Please reload the page and try again.',
  },
  error: {
    backendUnavailable: 'Backend or internet is not available',
    pageNotFound: 'Page not found: {path}',
    pageNotFoundFatal: 'Page Not Found: {path}',
    notFoundHeadline: 'This page does not exist',
    notFoundText: 'The address {path} does not lead to a page. Try the search or the home page.',
    generalHeadline: 'Something went wrong',
    generalText: 'Please try again in a moment. If the error persists, our customer service can help.',
    sitemapLink: 'Go to the sitemap',
    backHome: 'Go to the home page',
    badRequest: 'We cannot understand this request. Please go back and try again.',
    crossSite:
      'This form did not come from our shop, so nothing was changed. Please use the forms on our pages.',
    tooLarge: 'The form is too large. Please send less data at once.',
    controlCharacters:
      'Your input contains invisible control characters we cannot accept. Please go back, remove them and try again.',
    unknownRouteMiddleware: 'Unknown route middleware',
  },
  status: { renderCheck: 'The shop is answering.' },
  internet: { offline: 'You are offline. Some content may be out of date.' },
  notification: {
    regionLabel: 'Notifications',
    dismiss: 'Dismiss notification',
    type: { success: 'Success', info: 'Info', warning: 'Warning', error: 'Error' },
  },
  header: {
    bannerLabel: 'Current notice',
    navLabel: 'Main navigation',
    serviceNavLabel: 'Service',
    homeLink: 'Go to the home page',
  },
  footer: { navLabel: 'Footer', socialLabel: 'Social networks', legalLabel: 'Legal' },
  sitemap: {
    title: 'Sitemap',
    contentPages: 'Content',
    shopPages: 'Shop',
    route: {
      'favorite-products': 'My favourites',
      'delivery-pass': 'Delivery pass',
      cart: 'Cart',
      checkout: 'Checkout',
      'checkout-confirmation': 'Order confirmation',
      'checkout-confirmation-test': 'Order confirmation (preview)',
      recipes: 'Recipes',
      pesticides: 'Pesticides',
      'products-slug': 'Categories',
      brands: 'Brands',
      login: 'Log in',
      registration: 'Register',
      'offline-account': 'Activate account',
      'password-reset': 'Forgotten password',
      profile: 'My profile',
      'order-physical-card': 'Order a loyalty card',
      'order-physical-card-confirmation': 'Loyalty card ordered',
      storefinder: 'Store finder',
      search: 'Search',
    },
  },
} satisfies MessageTree;
