import { useTranslation } from 'react-i18next';
import type { ClientConfigs } from '../../backend/src/schemas/content.js';
import { SmartLink } from './smart-link';

export function SiteFooter({ footer }: { footer: ClientConfigs['footer'] }) {
  const { t } = useTranslation();
  if (!footer) return null;
  return (
    <footer className="site-footer">
      <div className="site-footer__columns">
        {footer.columns.map((column) => (
          <nav key={column.title} aria-label={column.title} className="site-footer__column">
            <h2 className="site-footer__title">{column.title}</h2>
            <ul>
              {column.links.map((link) => (
                <li key={link.href}>
                  <SmartLink href={link.href}>{link.label}</SmartLink>
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
      {footer.social.length ? (
        <ul className="site-footer__social" aria-label={t('footer.socialLabel')}>
          {footer.social.map((link) => (
            <li key={link.href}>
              <SmartLink href={link.href} openInNewTab>
                {link.label}
              </SmartLink>
            </li>
          ))}
        </ul>
      ) : null}
      <div className="site-footer__legal">
        <nav aria-label={t('footer.legalLabel')}>
          <ul>
            {footer.legalLinks.map((link) => (
              <li key={link.href}>
                <SmartLink href={link.href}>{link.label}</SmartLink>
              </li>
            ))}
          </ul>
        </nav>
        <p>{footer.copyright}</p>
      </div>
    </footer>
  );
}
