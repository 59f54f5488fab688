import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node';
import { Form, useLoaderData } from '@remix-run/react';
import { useId } from 'react';
import { useTranslation } from '~/utils/use-translation';
import { z } from 'zod';
import { productSortValues } from '../../backend/src/schemas/catalogue-values.js';
import { accountMeta } from '~/utils/account-meta';
import { ProductGrid } from '~/components/catalogue/product-tile';
import { GeneralErrorBoundary } from '~/components/error-boundary';
import { favoriteSourceValues as sourceValues, type FavoriteSource } from '~/services/favorite-sources';
import { hasLoggedInCookie, redirectToLogin, requireCustomer, withLogin } from '~/utils/auth.server';
import { canonicalUrlOf } from '~/utils/page-meta';
import { safeReturnUrl } from '~/utils/return-url';

// §3 my-products: source options and sorts, read from the GET form's query.
const querySchema = z.object({
  source: z.enum(sourceValues).catch('favoritesOrPurchased'),
  sort: z.enum(productSortValues).catch('category'),
});

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireCustomer(context, request);
  const query = querySchema.parse(Object.fromEntries(new URL(request.url).searchParams));
  const products = await withLogin(context, request, () =>
    context.customer.getFavoriteProducts(query.source, query.sort),
  );
  return data({
    title: context.t('account.favorites.title'),
    canonicalUrl: canonicalUrlOf(request),
    query,
    products,
  });
}

const toggleSchema = z.object({
  intent: z.enum(['add', 'remove']),
  sku: z.string().min(1).max(100),
  returnTo: z.string().optional(),
});

/** §7 Favorites: without JavaScript the form carries `returnTo`; a fetcher gets data. */
export async function action({ request, context }: ActionFunctionArgs) {
  const form = toggleSchema.safeParse(Object.fromEntries(await request.formData()));
  if (!form.success) throw new Response('Invalid favorite toggle', { status: 400 });
  const { intent, sku, returnTo } = form.data;
  const back = safeReturnUrl(returnTo);
  if (!hasLoggedInCookie(request)) throw await redirectToLogin(context, request, back);
  await withLogin(context, request, () =>
    intent === 'add'
      ? context.customer.addFavorite('PRODUCT', sku)
      : context.customer.removeFavorite('PRODUCT', sku),
  );
  if (back) throw redirect(back);
  return data({ sku, favorite: intent === 'add' });
}

function MyProductsForm({ source, sort }: { source: FavoriteSource; sort: string }) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <Form method="get" className="my-products-form">
      <fieldset>
        <legend>{t('account.favorites.filterLegend')}</legend>
        {sourceValues.map((value) => (
          <div key={value} className="form-field form-field--checkbox">
            <input
              type="radio"
              id={`${id}-${value}`}
              name="source"
              value={value}
              defaultChecked={value === source}
            />
            <label htmlFor={`${id}-${value}`}>{t(`account.favorites.source.${value}`)}</label>
          </div>
        ))}
      </fieldset>
      <div className="form-field">
        <label htmlFor={`${id}-sort`}>{t('account.favorites.sortLabel')}</label>
        <select id={`${id}-sort`} name="sort" defaultValue={sort}>
          {productSortValues.map((value) => (
            <option key={value} value={value}>
              {t(`account.favorites.sort.${value}`)}
            </option>
          ))}
        </select>
      </div>
      <button type="submit" className="button button--secondary">
        {t('account.favorites.apply')}
      </button>
    </Form>
  );
}

export default function FavoriteProductsPage() {
  const { query, products } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  return (
    <div className="account-page account-page--wide">
      <h1>{t('account.favorites.title')}</h1>
      <p>{t('account.favorites.intro')}</p>
      <MyProductsForm key={`${query.source}-${query.sort}`} source={query.source} sort={query.sort} />
      <p role="status">{t('account.favorites.count', { count: products.length })}</p>
      {products.length ? (
        <ProductGrid
          products={products}
          headingLevel={2}
          eagerCount={4}
          label={t('account.favorites.title')}
        />
      ) : (
        <p>{t('account.favorites.empty')}</p>
      )}
    </div>
  );
}

export const meta = accountMeta;

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
