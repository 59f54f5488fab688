import { Link } from '@remix-run/react';
import { useEffect, useRef, type Ref } from 'react';
import { useTranslation } from '~/utils/use-translation';
import type { SearchBanner, SearchType } from '../../../backend/src/schemas/catalogue.js';
import { SmartLink } from '~/components/smart-link';
import { useShopLinks } from '~/utils/shop-links';
import type { FlapOutColumn } from './flap-out-layout';
import { DidYouMean } from './did-you-mean';
import { flapOutTotal, isGroupLoading, type FlapOutGroup, type FlapOutState } from './flap-out-state';
import { useSearchClicksTracked } from './search-clicks-tracked';
import { trackResultClicks } from './search-events';
import { FlapOutHits } from './flap-out-hits';
import { searchHits } from './search-hits';

function FlapOutGroupView({
  id,
  type,
  loading,
  group,
  emptyText,
}: {
  id: string;
  type: SearchType;
  loading: boolean;
  group: FlapOutGroup | null | undefined;
  emptyText: string;
}) {
  const { t } = useTranslation();
  const links = useShopLinks();
  const container = useRef<HTMLDivElement>(null);
  const titleId = `${id}-${type}`;
  const tracked = useSearchClicksTracked();

  useEffect(() => {
    if (!container.current || !group?.results.length) return;
    return trackResultClicks(
      container.current,
      { queryId: group.queryId, resultType: type, offset: group.offset },
      searchHits(type, group, links),
      tracked,
    );
  }, [group, type, links, tracked]);

  return (
    <div ref={container} className="flap-out-group" role="group" aria-labelledby={titleId} data-type={type}>
      <p id={titleId} className="flap-out-group__title">
        {t(`search.type.${type}`)}
      </p>
      {loading ? (
        <p className="flap-out-group__note">{t('search.flapOut.loading')}</p>
      ) : group?.results.length ? (
        <FlapOutHits type={type} group={group} />
      ) : (
        <p className="flap-out-group__note">{emptyText}</p>
      )}
    </div>
  );
}

function FlapOutBanner({ banner }: { banner: NonNullable<SearchBanner> }) {
  const { t } = useTranslation();
  return (
    <div className="flap-out-banner">
      <img
        src={banner.image.src}
        alt={banner.image.alt}
        width={banner.image.width}
        height={banner.image.height}
      />
      <p className="flap-out-banner__text">
        <span className="flap-out-banner__label">{t('search.flapOut.banner')}: </span>
        <SmartLink href={banner.href} className="flap-out-banner__link">
          {banner.headline}
        </SmartLink>{' '}
        {banner.text}
      </p>
    </div>
  );
}

/** §2, §4: a labelled region of plain links; Escape is handled by the search box. */
export function SearchFlapOut({
  id,
  state,
  columns,
  emptyTextFor,
  regionRef,
}: {
  id: string;
  state: FlapOutState;
  columns: readonly FlapOutColumn[];
  emptyTextFor: (type: SearchType) => string;
  regionRef: Ref<HTMLElement>;
}) {
  const { t } = useTranslation();
  const links = useShopLinks();
  const term = state.term.trim();
  return (
    <section
      id={id}
      ref={regionRef}
      className="search-flap-out"
      aria-label={t('search.flapOut.label', { term })}
    >
      {state.banner ? <FlapOutBanner banner={state.banner} /> : null}
      <div className="grid grid--gap-large search-flap-out__columns">
        {columns.map((column, index) => (
          <div key={index} className={`col-12 col-lg-${column.span} search-flap-out__column`}>
            {column.types.map((entry) => (
              <FlapOutGroupView
                key={entry.type}
                id={id}
                type={entry.type}
                loading={isGroupLoading(state, entry.type)}
                group={state.groups[entry.type]}
                emptyText={entry.emptyResultsContent || emptyTextFor(entry.type)}
              />
            ))}
          </div>
        ))}
      </div>
      {state.suggestions.length && flapOutTotal(state) === 0 ? (
        <DidYouMean suggestions={state.suggestions} />
      ) : null}
      {term ? (
        <Link to={links.search(term)} className="search-flap-out__all">
          {t('search.flapOut.showAll', { term })}
        </Link>
      ) : null}
    </section>
  );
}
