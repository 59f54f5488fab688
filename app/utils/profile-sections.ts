import {
  profileSectionIds,
  profileSlugs,
  type ProfileSectionId,
} from '../../backend/src/schemas/profile-slugs.js';

export { profileSectionIds, profileSlugs, type ProfileSectionId };

/** The section a slug names; the profile page itself (no slug) is the personal data. */
export function sectionOfSlug(slug: string | undefined, shopLocale: string): ProfileSectionId | undefined {
  if (slug === undefined) return 'personal';
  const slugs = profileSlugs(shopLocale);
  return profileSectionIds.find((id) => id !== 'personal' && slugs[id] === slug);
}

export function profileSectionPath(profilePath: string, section: ProfileSectionId, shopLocale: string) {
  return section === 'personal' ? profilePath : `${profilePath}/${profileSlugs(shopLocale)[section]}`;
}
