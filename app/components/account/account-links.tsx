import { Link } from '@remix-run/react';
import { useTranslation } from '~/utils/use-translation';
import { usePagePath, useTenantPath } from '~/utils/root-data';
import { LogoutForm } from './account-forms';

/** §2 customer badge and favorites entry of the header: login for guests, account and logout for customers. */
export function AccountLinks({
  customer,
  serviceLinks,
}: {
  customer: { firstName: string } | null;
  /** The editors' service links beside it: a favorites link there is not shown twice (issue 38.10). */
  serviceLinks: readonly { href: string }[];
}) {
  const { t } = useTranslation();
  const loginPath = useTenantPath('login');
  const profilePath = usePagePath('profile');
  const favoritesPath = useTenantPath('favorite-products');
  if (!loginPath || !profilePath) return null;
  if (!customer)
    return (
      <div className="account-links-header">
        <Link to={loginPath} className="account-badge">
          {t('account.header.login')}
        </Link>
      </div>
    );
  return (
    <div className="account-links-header">
      {favoritesPath && !serviceLinks.some(({ href }) => href === favoritesPath) ? (
        <Link to={favoritesPath}>{t('account.header.favorites')}</Link>
      ) : null}
      <Link to={profilePath} className="account-badge account-badge--customer">
        {t('account.header.profile', { name: customer.firstName })}
      </Link>
      <LogoutForm />
    </div>
  );
}
