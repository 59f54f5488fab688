import { Link, useLoaderData } from '@remix-run/react';
import type { ReactNode } from 'react';
import { useTranslation } from '~/utils/use-translation';
import { usePagePath, useRootData } from '~/utils/root-data';
import { LogoutForm } from './account-forms';
import { profileSectionIds, profileSectionPath, type ProfileSectionId } from '~/utils/profile-sections';

/** The profile's sections (§2); the current one is marked for assistive technology. */
export function ProfileNav({ current }: { current: ProfileSectionId }) {
  const { t } = useTranslation();
  const profilePath = usePagePath('profile') ?? '/profile';
  const shopLocale = useRootData()?.shop.locale ?? 'de-AT';
  // §2 payment-warning menu entry: each profile page's loader (profilePageData) says whether a
  // saved card expired; a page below a section without it shows no entry.
  const paymentWarning = useLoaderData<{ paymentWarning?: boolean }>()?.paymentWarning === true;
  return (
    <nav aria-label={t('account.profile.navLabel')} className="profile-nav">
      <ul>
        {paymentWarning ? (
          <li className="profile-nav__warning">
            <Link to={profileSectionPath(profilePath, 'paymentMethods', shopLocale)}>
              {t('paymentMethods.warningEntry')}
            </Link>
          </li>
        ) : null}
        {profileSectionIds.map((id) => (
          <li key={id}>
            <Link
              to={profileSectionPath(profilePath, id, shopLocale)}
              aria-current={id === current ? 'page' : undefined}
            >
              {t(`account.profile.section.${id}`)}
            </Link>
          </li>
        ))}
      </ul>
      <LogoutForm />
    </nav>
  );
}

export function ProfileLayout({
  current,
  heading,
  intro,
  children,
}: {
  current: ProfileSectionId;
  heading: string;
  intro?: ReactNode;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <div className="account-page account-page--profile">
      <h1>{t('account.profile.title')}</h1>
      {intro}
      <div className="profile-layout">
        <ProfileNav current={current} />
        <section className="profile-section" aria-labelledby="profile-section-title">
          <h2 id="profile-section-title">{heading}</h2>
          {children}
        </section>
      </div>
    </div>
  );
}

export function ProfileSectionPage({
  section,
  firstName,
  children,
}: {
  section: ProfileSectionId;
  firstName: string;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <ProfileLayout
      current={section}
      heading={t(`account.profile.section.${section}`)}
      intro={<p>{t('account.profile.greeting', { name: firstName })}</p>}
    >
      {children}
    </ProfileLayout>
  );
}
