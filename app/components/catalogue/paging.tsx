import { Link } from '@remix-run/react';
import { useTranslation } from '~/utils/use-translation';

/** The page numbers shown: the first, the last and two either side of the current one. */
export function visiblePages(page: number, count: number): (number | 'gap')[] {
  const pages: (number | 'gap')[] = [];
  for (let number = 1; number <= count; number += 1) {
    if (number === 1 || number === count || Math.abs(number - page) <= 2) pages.push(number);
    else if (pages.at(-1) !== 'gap') pages.push('gap');
  }
  return pages;
}

/** Paging as plain links (`?page=N`), so it works without JavaScript. */
export function Paging({
  page,
  pageCount,
  hrefFor,
}: {
  page: number;
  pageCount: number;
  hrefFor: (page: number) => string;
}) {
  const { t } = useTranslation();
  if (pageCount <= 1) return null;
  return (
    <nav className="paging" aria-label={t('catalogue.paging.label')}>
      <ul>
        {page > 1 ? (
          <li>
            <Link to={hrefFor(page - 1)} rel="prev" className="paging__step">
              {t('catalogue.paging.previous')}
            </Link>
          </li>
        ) : null}
        {visiblePages(page, pageCount).map((number, index) =>
          number === 'gap' ? (
            <li key={`gap-${index}`} className="paging__gap" aria-hidden="true">
              …
            </li>
          ) : (
            <li key={number}>
              {number === page ? (
                <span className="paging__current" aria-current="page">
                  <span className="visually-hidden">{t('catalogue.paging.page', { page: number })}</span>
                  <span aria-hidden="true">{number}</span>
                </span>
              ) : (
                <Link to={hrefFor(number)} className="paging__page">
                  <span className="visually-hidden">{t('catalogue.paging.page', { page: number })}</span>
                  <span aria-hidden="true">{number}</span>
                </Link>
              )}
            </li>
          ),
        )}
        {page < pageCount ? (
          <li>
            <Link to={hrefFor(page + 1)} rel="next" className="paging__step">
              {t('catalogue.paging.next')}
            </Link>
          </li>
        ) : null}
      </ul>
    </nav>
  );
}
