import type { MessageTree } from '../../schemas/tenant.js';

// English texts of the storefront; the same keys as de.ts.
export const en = {
  common: {
    skipToContent: 'Skip to content',
    close: 'Close',
    home: 'Home',
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
  },
  error: {
    backendUnavailable: 'Backend or internet is not available',
    pageNotFound: 'Page not found: {path}',
    pageNotFoundFatal: 'Page Not Found: {path}',
    notFoundHeadline: 'This page does not exist',
    notFoundText: 'The address {path} does not lead to a page. Try the search or the home page.',
    generalHeadline: 'Something went wrong',
    generalText: 'Please try again in a moment. If the error persists, our customer service can help.',
    backHome: 'Go to the home page',
    unknownRouteMiddleware: 'Unknown route middleware',
  },
  internet: { offline: 'You are offline. Some content may be out of date.' },
  account: {
    logout: {
      successful: 'You have been logged out.',
      error: 'Logging out did not work. Please try again.',
    },
  },
  session: { expiredHeadline: 'Your session has expired. Please log in again.' },
  notification: {
    regionLabel: 'Notifications',
    dismiss: 'Dismiss notification',
    type: { success: 'Success', info: 'Info', warning: 'Warning', error: 'Error' },
  },
} satisfies MessageTree;
