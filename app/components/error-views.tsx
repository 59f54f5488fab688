import { Link } from '@remix-run/react';
import type { ComponentType } from 'react';
import { useTranslation } from '~/utils/use-translation';
import { useTenantPath } from '~/utils/root-data';
import type { NotFoundData } from '~/utils/not-found';
import { ErrorContentPage } from '~/blocks/error-content-page';

function HomeLink() {
  const { t } = useTranslation();
  return (
    <p>
      <Link to="/" className="button button--primary">
        {t('error.backHome')}
      </Link>
    </p>
  );
}

function SitemapLink() {
  const { t } = useTranslation();
  const sitemapPath = useTenantPath('sitemap');
  return sitemapPath ? (
    <p>
      <Link to={sitemapPath}>{t('error.sitemapLink')}</Link>
    </p>
  ) : null;
}

// §2: the additional component a 404 names, beside the content-managed error page.
const additionalComponents: Record<string, ComponentType> = { homeLink: HomeLink, sitemapLink: SitemapLink };

export function NotFoundView({ notFound, path }: { notFound: NotFoundData; path: string }) {
  const { t } = useTranslation();
  const Additional = notFound.additionalComponent
    ? additionalComponents[notFound.additionalComponent]
    : undefined;
  return (
    <div className="error-view error-view--not-found">
      {notFound.page ? (
        <ErrorContentPage page={notFound.page} />
      ) : (
        <>
          <h1>{t('error.notFoundHeadline')}</h1>
          <p>{t('error.notFoundText', { path: notFound.path ?? path })}</p>
        </>
      )}
      {Additional ? <Additional /> : null}
      {notFound.page ? null : <HomeLink />}
    </div>
  );
}

export function GenericErrorView({ message }: { message?: string }) {
  const { t } = useTranslation();
  return (
    <div className="error-view error-view--general" role="alert">
      <h1>{t('error.generalHeadline')}</h1>
      <p>{message ?? t('error.generalText')}</p>
      <HomeLink />
    </div>
  );
}
