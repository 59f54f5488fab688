import { describe, expect, it } from 'vitest';
import { makeCustomer } from '../../../tests/storefront/handlers/commerce-api-customers';
import { profileChanged, profileFormValues } from './profile-actions.server';

describe('personal data (§3, §4)', () => {
  it('drops the Family salutation on load and leaves blanks out', () => {
    const values = profileFormValues(makeCustomer({ salutation: 'Family', academicTitle: null }));
    expect(values.salutation).toBeUndefined();
    expect(values).not.toHaveProperty('academicTitle', null);
    expect(values).toMatchObject({ firstName: 'Anna', lastName: 'Muster', birthdate: '1985-12-24' });
  });

  it('is sent only when at least one field differs', () => {
    const customer = makeCustomer({ salutation: 'Female' });
    const same = profileFormValues(customer);
    expect(profileChanged(customer, same)).toBe(false);
    expect(profileChanged(customer, { ...same, lastName: 'Neumann' })).toBe(true);
    expect(profileChanged(customer, { ...same, birthdate: undefined })).toBe(true);
    // An empty field and a missing value are the same: nothing changed.
    expect(profileChanged(customer, { ...same, academicTitle: '' })).toBe(false);
  });
});
