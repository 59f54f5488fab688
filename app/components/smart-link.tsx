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
