import { Form, Link, useLocation } from '@remix-run/react';
import { useId } from 'react';
import { useTranslation } from '~/utils/use-translation';
import { productSortValues } from '../../../backend/src/schemas/catalogue-values.js';
import type { Facets } from '../../../backend/src/schemas/catalogue.js';
import { useFormatMoney } from '~/utils/money';
import { centsToInput, isRefined, type ListingState } from './listing-query';

/** The state the other form owns travels along as hidden fields, so neither form forgets it. */
function HiddenState({ state, keep }: { state: ListingState; keep: 'sort' | 'filters' }) {
  if (keep === 'sort')
    return state.sort === 'category' ? null : <input type="hidden" name="sort" value={state.sort} />;
  return (
    <>
      {state.brand.map((brand) => (
        <input key={`brand-${brand}`} type="hidden" name="brand" value={brand} />
      ))}
      {state.badge.map((badge) => (
        <input key={`badge-${badge}`} type="hidden" name="badge" value={badge} />
      ))}
      {state.priceMin !== undefined ? (
        <input type="hidden" name="priceMin" value={centsToInput(state.priceMin)} />
      ) : null}
      {state.priceMax !== undefined ? (
        <input type="hidden" name="priceMax" value={centsToInput(state.priceMax)} />
      ) : null}
    </>
  );
}

/** §3: a GET form works without JavaScript; changing the sort starts again at page 1. */
export function SortForm({ state, withFilters = true }: { state: ListingState; withFilters?: boolean }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const id = useId();
  return (
    <Form method="get" action={pathname} className="listing-sort" preventScrollReset>
      {withFilters ? <HiddenState state={state} keep="filters" /> : null}
      <label htmlFor={`${id}-sort`}>{t('catalogue.sort.label')}</label>
      <select id={`${id}-sort`} name="sort" defaultValue={state.sort} key={state.sort}>
        {productSortValues.map((sort) => (
          <option key={sort} value={sort}>
            {t(`catalogue.sort.${sort}`)}
          </option>
        ))}
      </select>
      <button type="submit" className="button button--secondary">
        {t('catalogue.filters.apply')}
      </button>
    </Form>
  );
}

function CountedLabel({ label, count }: { label: string; count: number }) {
  const { t } = useTranslation();
  return (
    <>
      {label} <span aria-hidden="true">({count})</span>
      <span className="visually-hidden">, {t('catalogue.filters.optionCountLabel', { count })}</span>
    </>
  );
}

/** §7: a plain GET form; a group's disclosure stays open while it has a selection. */
export function FilterForm({ state, facets }: { state: ListingState; facets: Facets }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const formatMoney = useFormatMoney();
  const id = useId();
  const hasPrice = state.priceMin !== undefined || state.priceMax !== undefined;
  // Re-mount on every new listing state so the fields show the state of the page, not old input.
  const formKey = JSON.stringify(state);
  return (
    <section className="listing-filters" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>{t('catalogue.filters.heading')}</h2>
      <Form method="get" action={pathname} key={formKey} preventScrollReset>
        <HiddenState state={state} keep="sort" />
        {facets.brands.length ? (
          <details className="filter-group" open={state.brand.length > 0}>
            <summary>{t('catalogue.filters.brand')}</summary>
            <fieldset>
              <legend className="visually-hidden">{t('catalogue.filters.brand')}</legend>
              <ul className="filter-group__options">
                {facets.brands.map((brand) => (
                  <li key={brand.slug}>
                    <label>
                      <input
                        type="checkbox"
                        name="brand"
                        value={brand.slug}
                        defaultChecked={state.brand.includes(brand.slug)}
                      />{' '}
                      <CountedLabel label={brand.name} count={brand.count} />
                    </label>
                  </li>
                ))}
              </ul>
            </fieldset>
          </details>
        ) : null}
        {facets.badges.length ? (
          <details className="filter-group" open={state.badge.length > 0}>
            <summary>{t('catalogue.filters.badge')}</summary>
            <fieldset>
              <legend className="visually-hidden">{t('catalogue.filters.badge')}</legend>
              <ul className="filter-group__options">
                {facets.badges.map(({ badge, count }) => (
                  <li key={badge}>
                    <label>
                      <input
                        type="checkbox"
                        name="badge"
                        value={badge}
                        defaultChecked={state.badge.includes(badge)}
                      />{' '}
                      <CountedLabel label={t(`badge.${badge}`)} count={count} />
                    </label>
                  </li>
                ))}
              </ul>
            </fieldset>
          </details>
        ) : null}
        {facets.price || hasPrice ? (
          <details className="filter-group" open={hasPrice}>
            <summary>{t('catalogue.filters.price')}</summary>
            <fieldset aria-describedby={facets.price ? `${id}-price-range` : undefined}>
              <legend className="visually-hidden">{t('catalogue.filters.price')}</legend>
              {facets.price ? (
                <p id={`${id}-price-range`} className="filter-group__hint">
                  {t('catalogue.filters.priceRange', {
                    min: formatMoney(facets.price.min),
                    max: formatMoney(facets.price.max),
                  })}
                </p>
              ) : null}
              <div className="filter-group__price">
                <label htmlFor={`${id}-price-min`}>{t('catalogue.filters.priceMin')}</label>
                <input
                  id={`${id}-price-min`}
                  name="priceMin"
                  type="text"
                  inputMode="decimal"
                  pattern="\d{1,6}([.,]\d{1,2})?"
                  size={8}
                  defaultValue={centsToInput(state.priceMin)}
                />
                <label htmlFor={`${id}-price-max`}>{t('catalogue.filters.priceMax')}</label>
                <input
                  id={`${id}-price-max`}
                  name="priceMax"
                  type="text"
                  inputMode="decimal"
                  pattern="\d{1,6}([.,]\d{1,2})?"
                  size={8}
                  defaultValue={centsToInput(state.priceMax)}
                />
              </div>
            </fieldset>
          </details>
        ) : null}
        <div className="listing-filters__actions">
          <button type="submit" className="button button--primary">
            {t('catalogue.filters.apply')}
          </button>
          {isRefined({ ...state, sort: 'category' }) ? (
            <Link to={`${pathname}${state.sort === 'category' ? '' : `?sort=${state.sort}`}`}>
              {t('catalogue.filters.reset')}
            </Link>
          ) : null}
        </div>
      </Form>
    </section>
  );
}
