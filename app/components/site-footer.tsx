import { useTranslation } from '~/utils/use-translation';
import type { ClientConfigs } from '../../backend/src/schemas/content.js';
import { LinkList } from './link-list';

export function SiteFooter({ footer }: { footer: ClientConfigs['footer'] }) {
  const { t } = useTranslation();
  if (!footer) return null;
  return (
    <footer className="site-footer">
      <div className="site-footer__columns">
        {footer.columns.map((column) => (
          <nav key={column.title} aria-label={column.title} className="site-footer__column">
            <h2 className="site-footer__title">{column.title}</h2>
            <LinkList links={column.links} />
          </nav>
        ))}
      </div>
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
}
