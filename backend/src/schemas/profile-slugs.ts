// §2: the profile sections' slugs follow the shop's language, as the tenant's page slugs do. The
// storefront's routes and the API's e-mail links (decision 0090) read them from here.
export const profileSectionIds = [
  'personal',
  'orders',
  'password',
  'addresses',
  'newsletter',
  'communication',
  'paymentMethods',
  'wallet',
  'loyalty',
] as const;
export type ProfileSectionId = (typeof profileSectionIds)[number];

type SectionSlugs = Record<Exclude<ProfileSectionId, 'personal'>, string> & { newAddress: string };

const slugsByLanguage: Record<string, SectionSlugs> = {
  de: {
    orders: 'bestellungen',
    password: 'passwort',
    addresses: 'adressen',
    newsletter: 'newsletter',
    communication: 'kommunikation',
    paymentMethods: 'zahlungsarten',
    wallet: 'wallet',
    loyalty: 'kundenkarte',
    newAddress: 'neu',
  },
  en: {
    orders: 'orders',
    password: 'password',
    addresses: 'addresses',
    newsletter: 'newsletters',
    communication: 'communication',
    paymentMethods: 'payment-methods',
    wallet: 'wallet',
    loyalty: 'loyalty-card',
    newAddress: 'new',
  },
};

/** The section slugs of a shop locale such as de-AT (English for other languages). */
export function profileSlugs(shopLocale: string): SectionSlugs {
  return slugsByLanguage[shopLocale.split('-')[0] ?? 'en'] ?? slugsByLanguage.en!;
}
