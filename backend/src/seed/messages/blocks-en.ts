import type { blockMessagesDe } from './blocks-de.js';

// English texts of the CMS blocks (§1) and the consent settings (§4).
export const blockMessagesEn: typeof blockMessagesDe = {
  blocks: {
    slider: { label: '{title}: {count} items, scrolls sideways' },
    edit: 'Edit in the CMS: {type} {id}',
    tabs: { label: 'Tabs', contents: 'Contents of the tabs', contentsOf: 'Contents: {title}' },
    consent: {
      placeholderText:
        'This content comes from {provider}. It is shown only once you allow “{category}” cookies; {provider} may then set cookies.',
      allow: 'Allow “{category}” and show',
      saved: 'Your cookie settings are saved.',
      settingsLegend: 'Which cookies do you allow?',
      save: 'Save my choice',
      allowAll: 'Allow all',
      necessaryOnly: 'Necessary only',
      category: {
        necessary: {
          name: 'Necessary',
          purpose:
            'The shop does not work without these: login, language, protection against forged requests and your cookie choice.',
        },
        statistic: {
          name: 'Statistics',
          purpose: 'Help us understand how the shop is used, so we can improve it.',
        },
        marketing: {
          name: 'Marketing',
          purpose:
            'Allow content from other providers such as videos and maps, and measure how our ads work.',
        },
        targetGroupSelection: {
          name: 'Target groups',
          purpose: 'Show you offers that suit your shopping.',
        },
      },
    },
    cookies: {
      allowed: 'Allowed.',
      notAllowed: 'Not allowed.',
      caption: '{category} cookies',
      name: 'Name',
      purpose: 'Purpose',
      lifetime: 'Kept for',
      noneOfOurOwn:
        'The shop itself sets no cookies in this category. Content from other providers that you allow here sets its own.',
      lifetimes: {
        session: 'Until you close the browser',
        year: '1 year',
        login: 'While you are logged in, at most 30 days',
        minutes: '5 minutes',
      },
      purposes: {
        __session: 'Short notices after an action, e.g. “Saved”',
        lng: 'The language you chose',
        consent: 'Your cookie choice',
        webview: 'Remembers that the shop runs inside our app',
        hidebackbutton: 'Hides the back button inside our app',
        analytics: 'Allows usage statistics inside our app',
        'XSRF-TOKEN': 'Protects your forms against forged requests',
        SESSION: 'Your login',
        'logged-in': 'Tells the shop that you are logged in',
        'session-expired': 'Reports that your login has expired',
      },
    },
    publication: { download: 'Download {title} ({details})' },
    contact: {
      title: 'Contact',
      phone: 'Phone',
      email: 'E-mail',
      hours: 'Available',
      address: 'Address',
    },
    tracking: {
      // Decision 0090: the guest order page, the confirmation e-mail's link for a guest.
      guestPage: {
        title: 'Order {orderNumber}',
        lookupTitle: 'View your order',
        text: 'Enter the e-mail address you ordered with to see where your order is; until the order deadline you can also cancel it there.',
      },
      title: 'Track your order',
      orderNumber: 'Order number',
      email: 'E-mail address of the order',
      submit: 'Find order',
      notFound: 'We found no order with this order number and e-mail address. Please check both.',
      rateLimited_one: 'Too many lookups. Please try again in {count} minute.',
      rateLimited_other: 'Too many lookups. Please try again in {count} minutes.',
      failed: 'We could not look up your order just now. Please try again later.',
      status: { ORDERED: 'Ordered', CANCELLED: 'Cancelled' },
      result: {
        title: 'Order {orderNumber}',
        status: 'Status',
        orderedAt: 'Ordered on',
        dateTime: '{day}, {time}',
        service: 'Service',
        delivery: 'Delivery',
        pickup: 'Click & collect',
        deliveryWindow: 'Delivery window',
        pickupWindow: 'Collection window',
        window: '{day}, {start} – {end}',
        noWindow: 'No time slot booked',
        deliveryArea: 'Delivery to',
        store: 'Collection store',
        items: 'Items',
        itemCount_one: '{count} item',
        itemCount_other: '{count} items',
        total: 'Total',
      },
    },
    vouchers: { validUntil: 'Valid until {date}', fineprint: 'Conditions' },
    recipeSearchContent: {
      title: 'Search recipes',
      found_one: '{count} recipe for “{term}”',
      found_other: '{count} recipes for “{term}”',
    },
  },
};
