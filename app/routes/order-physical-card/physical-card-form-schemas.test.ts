import { parseWithZod } from '@conform-to/zod';
import { describe, expect, it } from 'vitest';
import { de } from '../../../backend/src/seed/messages/de';
import { en } from '../../../backend/src/seed/messages/en';
import { errorsOf, form } from '../../../tests/storefront/form-submission';
import { getI18nInstance } from '~/i18n';
import { createAddressSchema } from '~/routes/profile/address-form-schemas';
import { newCardAddressSchema, savedCardAddressSchema } from './physical-card-form-schemas';

const t = getI18nInstance('de', de).t;

const address = {
  salutation: 'Female',
  firstName: 'Lea',
  lastName: 'Karte',
  streetName: 'Taborstraße',
  streetNumber: '7',
  door: '3',
  postalCode: '1020',
  city: 'Wien',
};

describe('the physical card order forms', () => {
  it('takes a new address as the address book takes it, in the shop’s country', () => {
    const submission = parseWithZod(form(address), { schema: newCardAddressSchema(t, 'de-AT') });
    expect(submission.status === 'success' && submission.value).toEqual({ ...address, countryCode: 'AT' });
  });

  it('refuses a new address with the same messages beside the same fields as the address book', () => {
    const bad = { ...address, firstName: '', streetName: '', postalCode: '10#20', city: 'Wien <b>' };
    const card = errorsOf(parseWithZod(form(bad), { schema: newCardAddressSchema(t, 'de-AT') })) ?? {};
    const book =
      errorsOf(
        parseWithZod(form({ ...bad, category: 'delivery' }), { schema: createAddressSchema(t, 'de-AT') }),
      ) ?? {};
    expect(Object.keys(card).sort()).toEqual(['city', 'firstName', 'postalCode', 'streetName']);
    for (const field of Object.keys(card)) expect(card[field]).toEqual(book[field]);
    expect(card.firstName).toEqual([de.validation.required]);
  });

  it('wants one of the saved addresses, by its id', () => {
    expect(errorsOf(parseWithZod(form({}), { schema: savedCardAddressSchema(t) }))).toEqual({
      addressId: [de.validation.required],
    });
    expect(
      errorsOf(parseWithZod(form({ addressId: 'home' }), { schema: savedCardAddressSchema(t) })),
    ).toEqual({ addressId: [de.physicalCard.error.addressChoice] });
    const id = crypto.randomUUID();
    const chosen = parseWithZod(form({ addressId: id }), { schema: savedCardAddressSchema(t) });
    expect(chosen.status === 'success' && chosen.value).toEqual({ addressId: id });
  });

  it('speaks English in the English shop', () => {
    const tEn = getI18nInstance('en', en).t;
    expect(
      errorsOf(parseWithZod(form({ addressId: 'home' }), { schema: savedCardAddressSchema(tEn) })),
    ).toEqual({
      addressId: [en.physicalCard.error.addressChoice],
    });
  });
});
