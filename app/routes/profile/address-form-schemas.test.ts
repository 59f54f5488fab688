import { parseWithZod } from '@conform-to/zod';
import { describe, expect, it } from 'vitest';
import { de } from '../../../backend/src/seed/messages/de';
import { errorsOf, form } from '../../../tests/storefront/form-submission';
import { getI18nInstance } from '~/i18n';
import { phoneNormalizer } from '~/utils/phone.server';
import { createAddressSchema } from './address-form-schemas';

const t = getI18nInstance('de', de).t;

describe('the address form', () => {
  it('takes an address with a phone number as typed and sends it in international form', () => {
    const submission = parseWithZod(
      form({
        category: 'delivery',
        firstName: 'Anna',
        streetName: 'Mariahilfer Straße',
        streetNumber: '12',
        postalCode: '1060',
        city: 'Wien',
        phoneNumber: '0664 123 4567',
      }),
      { schema: createAddressSchema(t, 'de-AT', phoneNormalizer('de-AT')) },
    );
    expect(submission.status === 'success' && submission.value).toMatchObject({
      phoneNumber: '+436641234567',
      countryCode: 'AT',
      primary: false,
    });
  });

  it('refuses a phone number libphonenumber-js cannot read', () => {
    const submission = parseWithZod(
      form({
        category: 'billing',
        firstName: 'A',
        streetName: 'S',
        streetNumber: '1',
        postalCode: '1060',
        city: 'Wien',
        phoneNumber: '12',
      }),
      { schema: createAddressSchema(t, 'de-AT', phoneNormalizer('de-AT')) },
    );
    expect(errorsOf(submission)).toEqual({ phoneNumber: ['Ungültiges Format'] });
  });
});
