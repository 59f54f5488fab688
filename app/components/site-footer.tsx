import { memo } from 'react';
import { useTranslation } from '~/utils/use-translation';
import type { ClientConfigs } from '../../backend/src/schemas/content.js';
import { LinkList, shownTo } from './smart-link';

/** Memoised: its props change only with the root's data, not with each change of the router's state. */
export const SiteFooter = memo(function SiteFooter({
  footer,
  focused,
  loggedIn,
}: {
  footer: ClientConfigs['footer'];
  focused?: boolean;
  /** A customer sees no login or registration links (the editors' `audience` of a link). */
  loggedIn: boolean;
}) {
  const { t } = useTranslation();
  if (!footer) return null;
  // §2 focused layout: only what a shopper must be able to read before paying.
  if (focused)
    return (
      <footer className="site-footer site-footer--focused">
        <div className="site-footer__legal">
          <nav aria-label={t('footer.legalLabel')}>
            <LinkList links={footer.legalLinks} />
          </nav>
          <p>{footer.copyright}</p>
        </div>
      </footer>
    );
  return (
    <footer className="site-footer">
      {/* One landmark for the columns: a column's title from the CMS may equal another
          landmark's name (the header's "Service"), and names of landmarks must differ. */}
      <nav aria-label={t('footer.navLabel')} className="site-footer__columns">
        {footer.columns.map((column) => {
          const links = column.links.filter(shownTo(loggedIn));
          return links.length ? (
            <div key={column.title}>
              <h2 className="site-footer__title">{column.title}</h2>
              <LinkList links={links} />
            </div>
          ) : null;
        })}
      </nav>
      {footer.social.length ? (
        <LinkList
          links={footer.social}
          className="site-footer__social"
          label={t('footer.socialLabel')}
          openInNewTab
        />
      ) : null}
      <div className="site-footer__legal">
        <nav aria-label={t('footer.legalLabel')}>
          <LinkList links={footer.legalLinks} />
        </nav>
        <p>{footer.copyright}</p>
      </div>
    </footer>
  );
});
