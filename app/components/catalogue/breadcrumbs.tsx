import { Link } from '@remix-run/react';
import { useTranslation } from '~/utils/use-translation';
import { SmartLink } from '~/components/smart-link';

export type Crumb = { label: string; href: string };

export function Breadcrumbs({ trail, current }: { trail: readonly Crumb[]; current: string }) {
  const { t } = useTranslation();
  return (
    <nav className="breadcrumbs" aria-label={t('category.breadcrumbs')}>
      <ol>
        <li>
          <Link to="/">{t('category.home')}</Link>
        </li>
        {trail.map((crumb) => (
          <li key={crumb.href}>
            <SmartLink href={crumb.href}>{crumb.label}</SmartLink>
          </li>
        ))}
        <li>
          <span aria-current="page">{current}</span>
        </li>
      </ol>
    </nav>
  );
}
