import { Link } from '@remix-run/react';
import type { ReactNode } from 'react';

type SmartLinkProps = {
  href: string;
  className?: string;
  children: ReactNode;
  openInNewTab?: boolean;
};

export function SmartLink({ href, className, children, openInNewTab = false }: SmartLinkProps) {
  const newTab = openInNewTab ? { target: '_blank', rel: 'noopener noreferrer' } : {};
  if (href.startsWith('/') && !href.startsWith('//')) {
    return (
      <Link to={href} className={className} prefetch="intent" {...newTab}>
        {children}
      </Link>
    );
  }
  return (
    <a href={href} className={className} {...(openInNewTab ? newTab : { rel: 'noopener' })}>
      {children}
    </a>
  );
}

type LinkItem = { label: string; href: string };

/** The editors' audience of a header or footer link: guests only, customers only, or everyone. */
export const shownTo =
  (loggedIn: boolean) =>
  ({ audience = 'everyone' }: { audience?: 'everyone' | 'guests' | 'customers' }) =>
    audience === 'everyone' || (audience === 'customers') === loggedIn;

export function LinkList({
  links,
  className,
  label,
  openInNewTab,
}: {
  links: readonly LinkItem[];
  className?: string;
  label?: string;
  openInNewTab?: boolean;
}) {
  return (
    <ul className={className} aria-label={label}>
      {links.map((link) => (
        <li key={link.href}>
          <SmartLink href={link.href} openInNewTab={openInNewTab}>
            {link.label}
          </SmartLink>
        </li>
      ))}
    </ul>
  );
}
