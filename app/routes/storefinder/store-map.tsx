import { useTranslation } from '~/utils/use-translation';
import type { MapDrawing } from './store-map-geometry';

type StoreMapProps = {
  drawing: MapDrawing;
  markerLabels: Record<string, string>;
  favoriteIds: string[];
};

/** No tiles or scripts (offline, strict CSP); markers are links to the list, its accessible equivalent. */
export function StoreMap({ drawing, markerLabels, favoriteIds }: StoreMapProps) {
  const { t } = useTranslation();
  return (
    <figure className="store-map">
      <svg
        viewBox={`0 0 ${drawing.width} ${drawing.height}`}
        className="store-map__drawing"
        role="group"
        aria-label={t('storeFinder.map.label')}
      >
        <g aria-hidden="true">
          {drawing.areas.map((area, index) => (
            <g key={area.deliveryAreaNumber} className={`store-map__area store-map__area--${index % 4}`}>
              {area.paths.map((path) => (
                <path key={path} d={path} />
              ))}
            </g>
          ))}
        </g>
        {drawing.origin ? (
          <g aria-hidden="true" className="store-map__origin">
            <circle cx={drawing.origin.x} cy={drawing.origin.y} r={14} />
            <circle cx={drawing.origin.x} cy={drawing.origin.y} r={4} />
          </g>
        ) : null}
        {drawing.stores.map((store) => (
          <a
            key={store.storeId}
            href={`#store-${store.storeId}`}
            aria-label={markerLabels[store.storeId]}
            className={`store-map__store${favoriteIds.includes(store.storeId) ? ' store-map__store--favorite' : ''}`}
          >
            <title>{markerLabels[store.storeId]}</title>
            <circle cx={store.x} cy={store.y} r={favoriteIds.includes(store.storeId) ? 11 : 8} />
          </a>
        ))}
      </svg>
      <figcaption>
        <p>{t('storeFinder.map.caption')}</p>
        <ul className="store-map__legend" aria-label={t('storeFinder.map.areas')}>
          {drawing.areas.map((area, index) => (
            <li key={area.deliveryAreaNumber}>
              <span aria-hidden="true" className={`store-map__swatch store-map__area--${index % 4}`} />
              {area.name}
            </li>
          ))}
          {drawing.origin ? (
            <li>
              <span aria-hidden="true" className="store-map__swatch store-map__swatch--origin" />
              {t('storeFinder.map.origin')}
            </li>
          ) : null}
        </ul>
      </figcaption>
    </figure>
  );
}
