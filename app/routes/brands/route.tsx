import { data, type LoaderFunctionArgs } from '@remix-run/node';
import { useLoaderData, type MetaFunction } from '@remix-run/react';
import { useTranslation } from '~/utils/use-translation';
import { groupBrands } from './brand-index';
import { catalogueMeta } from '~/utils/catalogue-meta';
import { GeneralErrorBoundary } from '~/components/error-boundary';
import { SmartLink } from '~/components/smart-link';
import { useShopLinks } from '~/utils/shop-links';

// §2 brands: every brand A–Z, grouped by first letter, with its number of products.
export async function loader({ request, context }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const { brands } = await context.catalogue.listBrands();
  const groups = groupBrands(
    brands.filter((brand) => brand.productCount > 0),
    context.tenant.config.clientRuntimeConfig.locale,
  );
  return data({
    groups,
    meta: {
      title: context.t('brand.title'),
      description: context.t('brand.metaDescription', { count: brands.length }),
      canonicalUrl: `${url.origin}${url.pathname}`,
    },
  });
}

export default function BrandsPage() {
  const { groups } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  const links = useShopLinks();
  return (
    <div className="catalogue-page brands-page">
      <h1>{t('brand.title')}</h1>
      <p>{t('brand.intro')}</p>
      <nav className="brand-letters" aria-label={t('brand.letters')}>
        <ul>
          {groups.map((group) => (
            <li key={group.id}>
              <a href={`#${group.id}`}>{group.letter}</a>
            </li>
          ))}
        </ul>
      </nav>
      {groups.map((group) => (
        <section key={group.id} className="brand-group" aria-labelledby={group.id}>
          <h2 id={group.id}>{group.letter}</h2>
          <ul className="brand-group__list">
            {group.brands.map((brand) => (
              <li key={brand.slug}>
                <SmartLink href={links.brand(brand.slug)}>{brand.name}</SmartLink>{' '}
                <span className="brand-group__count">
                  ({t('brand.productCount', { count: brand.productCount })})
                </span>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data: routeData, error, matches }) =>
  catalogueMeta({ data: routeData, error, matches });

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
