// §2: slugs follow the shop's language, as the tenant's page slugs do.
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

/** The section a slug names; the profile page itself (no slug) is the personal data. */
export function sectionOfSlug(slug: string | undefined, shopLocale: string): ProfileSectionId | undefined {
  if (slug === undefined) return 'personal';
  const slugs = profileSlugs(shopLocale);
  return profileSectionIds.find((id) => id !== 'personal' && slugs[id] === slug);
}

export function profileSectionPath(profilePath: string, section: ProfileSectionId, shopLocale: string) {
  return section === 'personal' ? profilePath : `${profilePath}/${profileSlugs(shopLocale)[section]}`;
}
