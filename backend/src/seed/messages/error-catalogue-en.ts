import type { MessageTree } from '../../schemas/tenant.js';

// §8 error catalogue in English: the texts behind the codes the API answers with.
export const errorCatalogueEn = {
  navigation: {
    externalUrlNotAllowed: 'This link leads to an address we are not allowed to open.',
    manifestUnavailable: 'Part of the page could not be loaded. Please reload the page.',
  },
  cart: {
    missingCart: 'There is no cart yet. Please reload the page and try again.',
    notice: {
      minimumOrderValue: 'The minimum order value is {amount}. {missing} to go.',
      maximumWeightExceeded: 'Your cart weighs more than {weight} kg. Please remove some items.',
      maximumValueExceeded: 'The order value exceeds the maximum of {amount}.',
      freeServiceValueMet: 'Great – there is no service fee on this order!',
    },
    validationGroup: {
      billingAddress: 'Billing address',
      discountCode: 'Discount code',
      distributionLocation: 'Delivery or pickup location',
      timeSlot: 'Time slot',
      general: 'Order',
    },
    validation: {
      '004': 'The delivery address is incomplete or invalid.',
      '005': 'Please give your delivery address or choose a store to collect from.',
      '006': 'Please add an email address to the billing address.',
      '007': 'Please add a phone number so we can reach you at handover.',
      '008': 'Please choose a time slot.',
      '022': 'The chosen time slot is not valid. Please choose another one.',
      '023': 'This time slot is fully booked. Please choose another one.',
      '029': 'The service fee is missing. Please choose the time slot again.',
      '031': 'The billing address is incomplete or invalid.',
      '130': 'Please choose delivery or pickup.',
      '131': 'The chosen service is not available for this address.',
      '132': 'The chosen service is not available for this address.',
      '140': 'The chosen time slot no longer exists. Please choose another one.',
      '141': 'Your time slot has expired. Please choose a new one.',
      '223': 'This discount code has expired.',
      '227': 'This discount code has been redeemed too often.',
      '228': 'This discount code is not active yet.',
      '229': 'This discount code does not apply to the chosen service.',
      '260': 'The gift card could not be checked.',
      '261': 'The balance of your gift cards does not cover this payment.',
      '264': 'The gift card is no longer in your wallet.',
      ORDER_VALUE_BELOW_MINIMUM: 'The minimum order value has not been reached yet.',
      ORDER_VALUE_ABOVE_MAXIMUM: 'The order value is above the maximum for this service.',
      ORDER_WEIGHT_ABOVE_MAXIMUM: 'Your basket is heavier than this service allows.',
      ADDON_ORDER_UNKNOWN: 'There is no such order in your account.',
      ADDON_SERVICE_TYPE_MISMATCH: 'This order is for the other service.',
      ADDON_ORDER_CLOSED: 'Nothing can be added to this order any more.',
      unknown: 'Your order cannot be completed like this yet. Please check your cart.',
    },
  },
  checkout: {
    paymentMethodUnavailable: {
      PAYMENT_METHOD_NOT_OFFERED: 'We do not offer this payment method.',
      PAYMENT_BRAND_NOT_OFFERED: 'We do not take this card.',
      PAYMENT_METHOD_DELIVERY_ONLY: 'Payment at the door is for delivery only.',
      PAYMENT_METHOD_PICKUP_ONLY: 'Payment at the store is for pickup only.',
      PAYMENT_METHOD_NEEDS_COMPANY:
        'A company invoice needs the company name and VAT number in the billing address.',
      PAYMENT_METHOD_NEEDS_BILLING_ADDRESS: 'To pay by invoice we need your full billing address.',
      PAYMENT_METHOD_NEEDS_LOGIN: 'Pay by invoice once you are logged in.',
    },
    paymentError:
      'The payment did not go through (code {code}). Please try again or choose another payment method.',
    generalError: 'The order could not be completed. Please try again.',
  },
  giftCard: {
    error: {
      '1000': 'Something went wrong with the gift card. Please try again later.',
      '1001': 'This code is invalid.',
      '1002': 'This gift card does not exist.',
      '1003': 'This gift card is not linked to your account.',
      '1004': 'This gift card is already linked to another account.',
      '1005': 'This transaction is already in progress. Please wait a moment.',
      '1010': 'Your customer account was not found.',
      '1014': 'You have reached the maximum number of gift cards.',
    },
  },
  phone: {
    error: {
      NOT_A_NUMBER: 'This is not a phone number.',
      TOO_SHORT: 'The phone number is too short.',
      TOO_LONG: 'The phone number is too long.',
      INVALID_COUNTRY: 'The country code is invalid. Please start with + and the country code.',
    },
  },
} satisfies MessageTree;
