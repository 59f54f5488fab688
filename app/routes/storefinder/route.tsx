import { parseWithZod } from '@conform-to/zod';
import { data, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node';
import { Form, Link, useLoaderData, type MetaFunction } from '@remix-run/react';
import { z } from 'zod';
import { setPickup } from '~/routes/cart/cart-actions.server';
import { catalogueMeta } from '~/utils/catalogue-meta';
import { GeneralErrorBoundary } from '~/components/error-boundary';
import { ErrorList } from '~/components/forms';
import { LocateButton } from './locate-button';
import { StoreCard } from './store-card';
import { describeStore } from './store-descriptions.server';
import { StoreMap } from './store-map';
import { drawStoreMap } from './store-map-geometry';
import { useFavoriteStores } from './use-favorite-stores';
import { ApiError } from '~/services/api-errors.server';
import type { StoreSearch } from '~/services/store-finder.server';
import { redirectWithToast } from '~/sessions.server';
import {
  cleanFavoriteStoreIds,
  favoritesFirst,
  maxFavoriteStores,
  withFavoriteStore,
  withoutFavoriteStore,
} from '~/utils/favorite-stores';
import {
  guestFavoriteStoresCookie,
  loadFavoriteStores,
  readGuestFavoriteStores,
} from '~/utils/favorite-stores.server';
import { canonicalUrlOf } from '~/utils/page-meta';
import { safeReturnUrl } from '~/utils/return-url';
import { useTranslation } from '~/utils/use-translation';
import { intentSchema } from '~/utils/intent-schema';

/** After a search the nearest stores are enough; "show all" lists the rest. */
const NEAREST_COUNT = 10;

function readSearch(params: URLSearchParams): StoreSearch {
  const query = (params.get('q') ?? '').trim().slice(0, 100);
  if (query) return { query };
  const position = z
    .object({ lat: z.coerce.number().min(-90).max(90), lng: z.coerce.number().min(-180).max(180) })
    .safeParse({ lat: params.get('lat') ?? undefined, lng: params.get('lng') ?? undefined });
  return position.success ? { position: position.data } : null;
}

/** §2 storefinder: stores by distance from a postal code, town, address or the browser's position. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const { t, locale } = context;
  const url = new URL(request.url);
  const search = readSearch(url.searchParams);
  const [found, areaMap, favorites] = await Promise.all([
    context.stores.searchStores(search),
    context.stores.getDeliveryAreaMap(),
    loadFavoriteStores(context, request),
  ]);
  const query = search && 'query' in search ? search.query : '';
  const placeNotFound = found === 'placeNotFound' ? t('storeFinder.placeNotFound', { query }) : null;
  // A place we do not know still shows every store, so the page is never empty.
  const answer = found === 'placeNotFound' ? await context.stores.listStores() : found;
  const ordered = favoritesFirst(answer.stores, favorites.storeIds);
  const showAll = answer.origin === null || url.searchParams.has('all');
  const shown = showAll ? ordered : ordered.slice(0, NEAREST_COUNT);
  const stores = shown.map((store) => describeStore(store, t, locale));
  const allParams = new URLSearchParams(url.search);
  allParams.set('all', '1');
  return data(
    {
      query,
      placeNotFound,
      heading: !answer.origin
        ? t('storeFinder.resultsAll')
        : answer.origin.label
          ? t('storeFinder.resultsNear', { place: answer.origin.label })
          : t('storeFinder.resultsNearYou'),
      stores,
      showAllHref: shown.length < ordered.length ? `?${allParams}` : null,
      total: ordered.length,
      drawing: drawStoreMap(areaMap, shown, answer.origin?.position ?? null),
      markerLabels: Object.fromEntries(stores.map((store) => [store.storeId, store.markerLabel])),
      favorites,
      meta: {
        title: t('storeFinder.title'),
        description: t('storeFinder.metaDescription'),
        canonicalUrl: canonicalUrlOf(request),
        noIndex: search !== null,
      },
    },
    { headers: { 'Cache-Control': 'private, no-store' } },
  );
}

const storeFinderIntents = ['favorite-add', 'favorite-remove', 'favorite-sync', 'set-pickup'] as const;
const storeIdSchema = z.string().regex(/^[\w-]{1,64}$/);

export async function action({ request, context }: ActionFunctionArgs) {
  const { t } = context;
  const formData = await request.formData();
  const returnTo = safeReturnUrl(formData.get('returnTo')?.toString());
  const headers = new Headers();
  // Without JavaScript the form comes back to the page with a toast; a fetcher gets the message.
  const answer = (message: string, refused = false) =>
    returnTo
      ? redirectWithToast(returnTo, { type: refused ? 'error' : 'success', message }, { request, headers })
      : data({ message }, { status: refused ? 400 : 200, headers });

  const intent = parseWithZod(formData, { schema: intentSchema(storeFinderIntents, t) });
  if (intent.status !== 'success') return answer(t('validation.unknownIntent'), true);
  const { stores } = await context.stores.listStores();
  const knownIds = new Set(stores.map((store) => store.storeId));
  const favorites = await loadFavoriteStores(context, request);

  if (intent.value === 'favorite-sync') {
    // The browser's list (§3 LOCALSTORAGE) replaces the cookie copy; stores that closed drop out.
    const listed = cleanFavoriteStoreIds(String(formData.get('storeIds') ?? '').split(','));
    if (favorites.source === 'LOCALSTORAGE')
      headers.append('Set-Cookie', guestFavoriteStoresCookie(listed.filter((id) => knownIds.has(id))));
    return data({ synced: true }, { headers });
  }

  const storeId = storeIdSchema.safeParse(formData.get('storeId'));
  const store = storeId.success ? stores.find((candidate) => candidate.storeId === storeId.data) : undefined;
  if (!store) return answer(t('shoppingCart.service.storeUnknown'), true);

  switch (intent.value) {
    case 'set-pickup': {
      await context.cart.getCart();
      const outcome = await setPickup(context, formData);
      if (outcome.status === 'refused') return answer(t('shoppingCart.service.storeUnknown'), true);
      return answer(t('storeFinder.pickupChosen', { store: store.name }));
    }
    case 'favorite-add':
    case 'favorite-remove': {
      if (favorites.source === 'CUSTOMER') {
        // The account keeps one store (§7); a customer makes another store theirs, never none.
        if (intent.value === 'favorite-remove') return answer(t('validation.unknownIntent'), true);
        try {
          await context.customer.setFavoriteStore(store.storeId);
        } catch (error) {
          if (error instanceof ApiError && error.status === 404)
            return answer(t('shoppingCart.service.storeUnknown'), true);
          throw error;
        }
        return answer(t('storeFinder.favorite.saved', { store: store.name }));
      }
      const current = readGuestFavoriteStores(request);
      const next =
        intent.value === 'favorite-add'
          ? withFavoriteStore(current, store.storeId)
          : withoutFavoriteStore(current, store.storeId);
      if (next === 'tooMany')
        return answer(t('storeFinder.favorite.tooMany', { max: maxFavoriteStores }), true);
      headers.append('Set-Cookie', guestFavoriteStoresCookie(next));
      return answer(
        t(intent.value === 'favorite-add' ? 'storeFinder.favorite.added' : 'storeFinder.favorite.removed', {
          store: store.name,
        }),
      );
    }
    default:
      throw new Error(`unhandled intent ${intent.value satisfies never}`);
  }
}

export default function StoreFinderPage() {
  const loaderData = useLoaderData<typeof loader>();
  const { query, placeNotFound, heading, showAllHref, total, drawing, markerLabels } = loaderData;
  const { t } = useTranslation();
  const favorites = useFavoriteStores(loaderData.favorites);
  const stores = favoritesFirst(loaderData.stores, favorites.storeIds);
  return (
    <div className="store-finder">
      <h1>{t('storeFinder.heading')}</h1>
      <p>{t('storeFinder.intro')}</p>
      <Form method="get" className="store-finder__search" role="search">
        <div className="form-field">
          <label htmlFor="store-search">{t('storeFinder.searchLabel')}</label>
          <p id="store-search-hint" className="form-field__hint">
            {t('storeFinder.searchHint')}
          </p>
          <input
            id="store-search"
            type="search"
            name="q"
            defaultValue={query}
            key={query}
            maxLength={100}
            autoComplete="postal-code"
            aria-invalid={placeNotFound ? true : undefined}
            aria-describedby={placeNotFound ? 'store-search-hint store-search-error' : 'store-search-hint'}
          />
          <ErrorList id="store-search-error" errors={[placeNotFound]} />
        </div>
        <button type="submit" className="button button--primary">
          {t('storeFinder.searchButton')}
        </button>
      </Form>
      <LocateButton />
      <h2>{heading}</h2>
      <div className="store-finder__results">
        {drawing ? (
          <StoreMap drawing={drawing} markerLabels={markerLabels} favoriteIds={favorites.storeIds} />
        ) : null}
        <ol className="store-finder__list">
          {stores.map((store) => (
            <li key={store.storeId}>
              <StoreCard
                store={store}
                source={favorites.source}
                favoriteIds={favorites.storeIds}
                onFavoritesChange={favorites.changed}
              />
            </li>
          ))}
        </ol>
      </div>
      {showAllHref ? (
        <p>
          <Link to={showAllHref}>{t('storeFinder.showAll', { count: total })}</Link>
        </p>
      ) : null}
    </div>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data: routeData, error, matches }) =>
  catalogueMeta({ data: routeData, error, matches });

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
