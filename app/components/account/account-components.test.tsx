import { describe, expect, it } from 'vitest';
import '../../../tests/storefront/console-guard';
import { makeAddress } from '../../../tests/storefront/handlers/commerce-api-customers';
import { germanPaths, renderInShop, textOf } from '../../../tests/storefront/catalogue-test-support';
import { Field } from '~/components/forms';
import { withDisplayPhone } from '~/utils/phone.server';
import { AddressBook } from './address-book';
import { FavoriteToggle } from './account-forms';

const accountPaths = {
  ...germanPaths,
  login: '/anmelden',
  profile: '/profil/:slug?',
  'favorite-products': '/favoriten',
};

describe('account components', () => {
  it('ties a field to its hint and its errors for a screen reader', async () => {
    const html = await renderInShop(
      <Field
        id="f-zip"
        label="PLZ"
        hint="4 bis 7 Zeichen"
        errors={['Ungültiges Format']}
        inputProps={{ name: 'zip' }}
      />,
    );
    expect(html).toContain('aria-invalid="true"');
    expect(html).toContain('aria-describedby="f-zip-hint f-zip-error"');
    expect(html).toMatch(/<ul id="f-zip-error"[^>]*><li>Ungültiges Format<\/li>/);
  });

  it('shows an address without its placeholders, the phone as the loader gives it (+CC national)', async () => {
    const address = makeAddress({
      stairCase: 'na',
      door: 'NAN',
      floor: '3',
      additionalInfo: 'nana',
      primary: true,
    });
    const html = await renderInShop(
      <AddressBook
        addresses={[withDisplayPhone(address, 'de-AT')]}
        newPath="/profil/adressen/neu"
        editPathOf={(id) => `/profil/adressen/${id}`}
      />,
      { root: { paths: accountPaths } },
    );
    const text = textOf(html);
    expect(text).toContain('Mariahilfer Straße 12 Stock 3');
    expect(text).not.toMatch(/\bna\b|nan|nana|Stiege|Tür/i);
    expect(text).toContain('+43 6641234567');
    expect(text).toContain('Lieferadresse · Standardadresse');
    // The primary address offers no "make primary"; delete and edit name the address.
    expect(html).not.toContain('value="address-primary"');
    expect(html).toContain('aria-label="Adresse Anna Muster löschen"');
  });

  it('gives a guest a button that leads to login and back here', async () => {
    const html = await renderInShop(<FavoriteToggle product={{ sku: '100001', name: 'Vollmilch' }} />, {
      root: { paths: accountPaths, customer: null, favoriteSkus: [] },
      location: '/kategorie/milch',
    });
    expect(html).toMatch(/<form method="post" action="\/favoriten"/);
    expect(html).toContain('name="returnTo" value="/kategorie/milch"');
    expect(html).not.toContain('aria-pressed');
    expect(textOf(html)).toContain('Anmelden, um Vollmilch zu den Favoriten zu legen');
  });

  it('gives a customer a form that posts to my products and comes back without JavaScript', async () => {
    const html = await renderInShop(<FavoriteToggle product={{ sku: '100001', name: 'Vollmilch' }} />, {
      root: { paths: accountPaths, customer: { id: 'c-1', firstName: 'Anna' }, favoriteSkus: ['100001'] },
      location: '/kategorie/milch',
    });
    expect(html).toMatch(/<form method="post" action="\/favoriten"/);
    expect(html).toContain('name="returnTo" value="/kategorie/milch"');
    expect(html).toContain('aria-pressed="true"');
    expect(html).toContain('name="intent" value="remove"');
  });
});
