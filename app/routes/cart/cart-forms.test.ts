import { getZodConstraint } from '@conform-to/zod';
import { describe, expect, it } from 'vitest';
import { de } from '../../../backend/src/seed/messages/de';
import { getI18nInstance } from '~/i18n';
import {
  billingAddressFormSchema,
  payFormSchema,
  savedAddressFormSchema,
} from '../checkout/checkout-form-schemas.server';
import { billingAddressConstraint, payConstraint, savedAddressConstraint } from '../checkout/checkout-forms';
import {
  deliveryAddressFormSchema,
  discountCodeFormSchema,
  guestContactFormSchema,
  pickupFormSchema,
  timeSlotFormSchema,
} from './cart-form-schemas.server';
import {
  deliveryAddressConstraint,
  discountCodeConstraint,
  guestContactConstraint,
  pickupConstraint,
  timeSlotConstraint,
} from './cart-forms';

const { t } = getI18nInstance('de', de);

// Decision 0091: the browser's constraint attributes are plain objects; they are what the schemas
// the actions check with give, so the attributes a shopper meets never differ from the server's rules.
describe('the cart and checkout forms constraint attributes', () => {
  it.each([
    ['discount code', discountCodeConstraint, discountCodeFormSchema(t)],
    ['delivery address', deliveryAddressConstraint, deliveryAddressFormSchema(t)],
    ['pickup store', pickupConstraint, pickupFormSchema(t)],
    ['time slot', timeSlotConstraint, timeSlotFormSchema(t)],
    ['guest contact', guestContactConstraint, guestContactFormSchema(t)],
    ['billing address', billingAddressConstraint, billingAddressFormSchema(t)],
    ['saved address', savedAddressConstraint, savedAddressFormSchema(t)],
    ['pay', payConstraint, payFormSchema(t)],
  ])('%s: the same as its schema gives', (_, constraint, schema) => {
    expect(constraint).toEqual(getZodConstraint(schema));
  });
});
