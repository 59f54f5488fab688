import { Form, useLocation } from '@remix-run/react';
import type { FavoriteStoreSource } from '~/utils/favorite-stores';
import { useTranslation } from '~/utils/use-translation';
import type { StoreDescription } from './store-descriptions.server';
import { FavoriteStoreButton } from './favorite-store-button';

type StoreCardProps = {
  store: StoreDescription;
  source: FavoriteStoreSource;
  favoriteIds: string[];
  onFavoritesChange: (next: string[]) => void;
};

export function StoreCard({ store, source, favoriteIds, onFavoritesChange }: StoreCardProps) {
  const { t } = useTranslation();
  const location = useLocation();
  const favorite = favoriteIds.includes(store.storeId);
  const headingId = `store-${store.storeId}-name`;
  return (
    <article
      id={`store-${store.storeId}`}
      className={`store-card${favorite ? ' store-card--favorite' : ''}`}
      aria-labelledby={headingId}
      tabIndex={-1}
    >
      <h3 id={headingId}>
        {store.name}
        {favorite ? <span className="store-card__badge">{t('storeFinder.favorite.badge')}</span> : null}
      </h3>
      <p className="store-card__address">
        {store.street}, {store.town}
        {store.distance ? <span className="store-card__distance"> · {store.distance}</span> : null}
      </p>
      <p className={`store-card__status store-card__status--${store.open ? 'open' : 'closed'}`}>
        {store.status}
      </p>
      {store.holidayNotices.map((notice) => (
        <p key={notice} className="store-card__holiday">
          {notice}
        </p>
      ))}
      <details className="store-card__hours">
        <summary>{t('storeFinder.hours')}</summary>
        <table>
          <caption className="visually-hidden">
            {t('storeFinder.hours')}: {store.name}
          </caption>
          <tbody>
            {store.week.map((day) => (
              <tr key={day.day}>
                <th scope="row">{day.day}</th>
                <td>{day.hours}</td>
              </tr>
            ))}
          </tbody>
        </table>
        <p className="store-card__zone">{store.localTime}</p>
      </details>
      {store.services.length > 0 ? (
        <>
          <h4 className="store-card__services-heading">{t('storeFinder.servicesHeading')}</h4>
          <ul className="store-card__services">
            {store.services.map((service) => (
              <li key={service}>{t(`storeFinder.service.${service}`)}</li>
            ))}
          </ul>
        </>
      ) : null}
      <div className="store-card__actions">
        {store.canCollect ? (
          <Form method="post">
            <input type="hidden" name="storeId" value={store.storeId} />
            <input type="hidden" name="returnTo" value={`${location.pathname}${location.search}`} />
            <button type="submit" name="intent" value="set-pickup" className="button button--primary">
              {t('storeFinder.choosePickup')}
              <span className="visually-hidden"> ({store.name})</span>
            </button>
          </Form>
        ) : null}
        <FavoriteStoreButton
          store={store}
          source={source}
          favoriteIds={favoriteIds}
          onChange={onFavoritesChange}
        />
      </div>
    </article>
  );
}
