import { data, type LoaderFunctionArgs } from '@remix-run/node';
import { Form, Link, useLoaderData, useLocation, type MetaFunction } from '@remix-run/react';
import type { TFunction } from 'i18next';
import { useTranslation } from '~/utils/use-translation';
import { pesticideSortValues } from '../../backend/src/schemas/catalogue-values.js';
import type { PesticideEntry } from '../../backend/src/schemas/catalogue.js';
import { Paging } from '~/components/catalogue/paging';
import { GeneralErrorBoundary } from '~/components/error-boundary';
import { pageCountOf, pageSearch, readPageNumber } from '~/utils/page-query';
import { catalogueMeta } from '~/utils/catalogue-meta';
import { canonicalUrlOf } from '~/utils/page-meta';
import { useMoneyFormat } from '~/utils/money';

type PesticideSort = (typeof pesticideSortValues)[number];
type SortOrder = 'asc' | 'desc';

const PESTICIDE_PAGE_SIZE = 25;
// Newest tests first unless the shopper picks otherwise (the API's default too).
const DEFAULT_SORT: PesticideSort = 'testDate';
const DEFAULT_ORDER: SortOrder = 'desc';

function readQuery(searchParams: URLSearchParams) {
  const sortParam = searchParams.get('sort');
  const sort = pesticideSortValues.find((value) => value === sortParam) ?? DEFAULT_SORT;
  const orderParam = searchParams.get('order');
  const order: SortOrder = orderParam === 'asc' || orderParam === 'desc' ? orderParam : DEFAULT_ORDER;
  const term = (searchParams.get('term') ?? '').trim().slice(0, 100);
  return { sort, order, term, page: readPageNumber(searchParams) };
}

/** §2 pesticides: the test results of fresh produce, searchable, sortable and paged. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const query = readQuery(url.searchParams);
  const list = await context.search.listPesticideTests({
    term: query.term || undefined,
    sort: query.sort,
    order: query.order,
    offset: (query.page - 1) * PESTICIDE_PAGE_SIZE,
    pageSize: PESTICIDE_PAGE_SIZE,
  });
  const isDefaultView =
    !query.term && query.page === 1 && query.sort === DEFAULT_SORT && query.order === DEFAULT_ORDER;
  return data({
    list,
    query,
    action: url.pathname,
    canonicalUrl: canonicalUrlOf(request),
    indexable: isDefaultView,
    title:
      query.page > 1
        ? context.t('pesticides.pageTitle', { page: query.page })
        : context.t('pesticides.title'),
    description: context.t('pesticides.metaDescription'),
  });
}

/** "Unter dem Grenzwert (35 %)": the result in words, the colour beside it only repeats it. */
export function pesticideResultText(entry: PesticideEntry, t: TFunction, locale: string): string {
  const percent = new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 0 }).format(
    entry.residuePercentOfLimit / 100,
  );
  return t(`pesticides.result.${entry.result}`, { percent });
}

function SortHeader({ column, label }: { column: PesticideSort; label: string }) {
  const { query } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  const location = useLocation();
  const active = query.sort === column;
  // A click on the sorted column turns its order round; another column starts ascending.
  const nextOrder: SortOrder = active && query.order === 'asc' ? 'desc' : 'asc';
  const params = new URLSearchParams(location.search);
  params.set('sort', column);
  params.set('order', nextOrder);
  params.delete('page');
  return (
    <th scope="col" aria-sort={active ? (query.order === 'asc' ? 'ascending' : 'descending') : undefined}>
      <Link to={`?${params}`} preventScrollReset>
        {label}
        <span className="visually-hidden">
          {' '}
          ({t(nextOrder === 'asc' ? 'pesticides.sort.by' : 'pesticides.sort.byDescending', { column: label })}
          )
        </span>
        {active ? <span aria-hidden="true">{query.order === 'asc' ? ' ▲' : ' ▼'}</span> : null}
      </Link>
    </th>
  );
}

function PesticideFilters() {
  const { query, action } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  const location = useLocation();
  return (
    <Form
      method="get"
      action={action}
      className="pesticide-filters"
      role="search"
      aria-label={t('pesticides.title')}
      key={location.search}
    >
      <div>
        <label htmlFor="pesticide-term">{t('pesticides.search.label')}</label>
        <input id="pesticide-term" type="search" name="term" defaultValue={query.term} maxLength={100} />
      </div>
      <div>
        <label htmlFor="pesticide-sort">{t('pesticides.sort.label')}</label>
        <select id="pesticide-sort" name="sort" defaultValue={query.sort}>
          {pesticideSortValues.map((value) => (
            <option key={value} value={value}>
              {t(`pesticides.column.${value}`)}
            </option>
          ))}
        </select>
      </div>
      <div>
        <label htmlFor="pesticide-order">{t('pesticides.sort.order')}</label>
        <select id="pesticide-order" name="order" defaultValue={query.order}>
          <option value="asc">{t('pesticides.sort.asc')}</option>
          <option value="desc">{t('pesticides.sort.desc')}</option>
        </select>
      </div>
      <button type="submit" className="button button--primary">
        {t('pesticides.search.submit')}
      </button>
    </Form>
  );
}

export default function PesticidesPage() {
  const { list, query } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  const { locale } = useMoneyFormat();
  const location = useLocation();
  const params = new URLSearchParams(location.search);
  const dates = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' });
  return (
    <div className="pesticides">
      <h1>{t('pesticides.title')}</h1>
      <p>{t('pesticides.intro')}</p>
      <PesticideFilters />
      <p className="pesticides__count" role="status">
        {t('pesticides.results', { count: list.total })}
      </p>
      {list.entries.length ? (
        <div className="pesticide-table-wrapper">
          <table className="pesticide-table">
            <caption>
              {query.term ? t('pesticides.captionTerm', { term: query.term }) : t('pesticides.caption')}
            </caption>
            <thead>
              <tr>
                {pesticideSortValues.map((column) => (
                  <SortHeader key={column} column={column} label={t(`pesticides.column.${column}`)} />
                ))}
                <th scope="col">{t('pesticides.column.substances')}</th>
              </tr>
            </thead>
            <tbody>
              {list.entries.map((entry) => (
                <tr key={entry.id}>
                  <th scope="row">{entry.produce}</th>
                  <td>{entry.origin}</td>
                  <td>
                    <time dateTime={entry.testDate}>
                      {dates.format(new Date(`${entry.testDate}T00:00:00Z`))}
                    </time>
                  </td>
                  <td>
                    <span className={`pesticide-result pesticide-result--${entry.result}`}>
                      {pesticideResultText(entry, t, locale)}
                    </span>
                  </td>
                  <td>
                    {entry.substances.length ? entry.substances.join(', ') : t('pesticides.noSubstances')}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : (
        <p>{t('pesticides.empty')}</p>
      )}
      <Paging
        page={query.page}
        pageCount={pageCountOf(list.total, PESTICIDE_PAGE_SIZE)}
        hrefFor={(number) => `${location.pathname}${pageSearch(params, number)}`}
      />
    </div>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data: page, error, matches }) =>
  catalogueMeta({
    data: page && {
      meta: {
        title: page.title,
        description: page.description,
        canonicalUrl: page.canonicalUrl,
        noIndex: !page.indexable,
      },
    },
    error,
    matches,
  });

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
