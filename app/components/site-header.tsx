import { Link, useNavigate } from '@remix-run/react';
import { memo, type FocusEvent, type MouseEvent } from 'react';
import { useTranslation } from '~/utils/use-translation';
import type { ClientConfigs } from '../../backend/src/schemas/content.js';
import type { ThemeConfig } from '../../backend/src/schemas/tenant.js';
import type { WebviewFlags } from '~/utils/webview-flags';
import { useTenantPath } from '~/utils/root-data';
import { AccountLinks } from './account/account-links';
import { CartBadge } from './cart/cart-badge';
import { DialogHost } from './dialogs/dialog-host';
import { SearchBox } from './search/search-box';
import { LinkList, shownTo, SmartLink } from './smart-link';

type HeaderProps = {
  header: ClientConfigs['header'];
  banner: ClientConfigs['topbarbanner'];
  logo: ThemeConfig['logo'];
  webview: WebviewFlags;
  customer: { firstName: string } | null;
  /** §2 focused layout (checkout): the logo and the way back, nothing to wander off to. */
  focused?: boolean;
};

export function TopBanner({ banner }: { banner: ClientConfigs['topbarbanner'] }) {
  const { t } = useTranslation();
  if (!banner?.enabled) return null;
  return (
    <aside className={`top-banner top-banner--${banner.tone}`} aria-label={t('header.bannerLabel')}>
      <p>
        {banner.text}
        {banner.link ? (
          <>
            {' '}
            <SmartLink href={banner.link.href}>{banner.link.label}</SmartLink>
          </>
        ) : null}
      </p>
    </aside>
  );
}

function BackLink() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const goBack = (event: MouseEvent) => {
    if (window.history.length <= 1) return;
    event.preventDefault();
    navigate(-1);
  };
  return (
    <Link to="/" className="site-header__back" onClick={goBack}>
      <span aria-hidden="true">←</span> {t('common.back')}
    </Link>
  );
}

// Issue 38.11: Chrome leaves an entry half out of the scrolling navigation when it takes the focus;
// scrolled whole into view, it is read in full.
function revealFocused(event: FocusEvent<HTMLElement>) {
  event.target.scrollIntoView({ block: 'nearest', inline: 'nearest' });
}

function Logo({ logo }: { logo: ThemeConfig['logo'] }) {
  const { t } = useTranslation();
  return (
    <Link to="/" className="site-header__logo" aria-label={t('header.homeLink')}>
      <img src={logo.src} alt={logo.alt} width={logo.width} height={logo.height} />
    </Link>
  );
}

/** The shop's header; in a webview (§4) the app brings its own chrome, so only a slim bar stays. */
/** Memoised: its props change only with the root's data, not with each change of the router's state. */
export const SiteHeader = memo(function SiteHeader({
  header,
  banner,
  logo,
  webview,
  customer,
  focused,
}: HeaderProps) {
  const { t } = useTranslation();
  // §2: the search route exists only with featureSearch; the box goes with it.
  const searchPath = useTenantPath('search');
  const cartPath = useTenantPath('cart');
  const serviceLinks = header?.serviceLinks.filter(shownTo(Boolean(customer))) ?? [];
  if (focused && !webview.webview) {
    return (
      <header className="site-header site-header--focused">
        <div className="site-header__bar">
          <Logo logo={logo} />
          <p className="site-header__secure">{t('checkout.layout.secure')}</p>
          {cartPath ? <Link to={cartPath}>{t('checkout.layout.backToCart')}</Link> : null}
        </div>
      </header>
    );
  }
  if (webview.webview) {
    return (
      <header className="site-header site-header--webview">
        {webview.hidebackbutton ? null : <BackLink />}
        <Logo logo={logo} />
        <DialogHost />
      </header>
    );
  }
  return (
    <>
      <TopBanner banner={banner} />
      <header className="site-header">
        <div className="site-header__bar">
          <Logo logo={logo} />
          {searchPath ? <SearchBox action={searchPath} /> : null}
          <AccountLinks customer={customer} serviceLinks={serviceLinks} />
          <CartBadge />
          <DialogHost />
          {serviceLinks.length ? (
            <nav aria-label={t('header.serviceNavLabel')} className="site-header__service">
              <LinkList links={serviceLinks} />
            </nav>
          ) : null}
        </div>
        {header?.navigation.length ? (
          <nav aria-label={t('header.navLabel')} className="site-header__nav" onFocus={revealFocused}>
            <ul>
              {header.navigation.map((item) => (
                <li key={item.href}>
                  <SmartLink href={item.href}>{item.label}</SmartLink>
                  {item.children.length ? <LinkList links={item.children} /> : null}
                </li>
              ))}
            </ul>
          </nav>
        ) : null}
      </header>
    </>
  );
});
