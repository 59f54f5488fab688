import { useTranslation } from '~/utils/use-translation';
import type { Nutrition, ProductDetail } from '../../../backend/src/schemas/catalogue.js';
import { useMoneyFormat } from '~/utils/money';
import { numberFormat } from '~/utils/intl-formats';
import { useContentAmount } from '~/components/catalogue/content-amount';

const NUTRIENTS = ['fat', 'saturatedFat', 'carbohydrates', 'sugars', 'protein', 'salt'] as const;
// "davon …" rows belong to the row above them (EU food information layout).
const SUB_ROWS = new Set<string>(['saturatedFat', 'sugars']);

/** Nutrition per 100 g/ml as a real table with a caption and header cells (issue 4). */
export function NutritionTable({ nutrition }: { nutrition: Nutrition }) {
  const { t } = useTranslation();
  const { locale } = useMoneyFormat();
  const number = numberFormat(locale, { maximumFractionDigits: 2 });
  return (
    <table className="nutrition-table">
      <caption>{t('product.nutrition.caption')}</caption>
      <thead>
        <tr>
          <th scope="col">{t('product.nutrition.nutrient')}</th>
          <th scope="col">{t('product.nutrition.per100')}</th>
        </tr>
      </thead>
      <tbody>
        <tr>
          <th scope="row">{t('product.nutrition.energy')}</th>
          <td>
            {t('product.nutrition.energyValue', {
              kj: number.format(nutrition.energyKj),
              kcal: number.format(nutrition.energyKcal),
            })}
          </td>
        </tr>
        {NUTRIENTS.map((nutrient) => (
          <tr key={nutrient} className={SUB_ROWS.has(nutrient) ? 'nutrition-table__sub' : undefined}>
            <th scope="row">{t(`product.nutrition.${nutrient}`)}</th>
            <td>{t('product.nutrition.grams', { value: number.format(nutrition[nutrient]) })}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** The facts a grocery shopper looks for (issue 4): description, content, origin, ingredients, … */
export function ProductFacts({ product }: { product: ProductDetail }) {
  const { t } = useTranslation();
  const contentAmount = useContentAmount();
  return (
    <section className="product-facts" aria-labelledby="product-facts">
      <h2 id="product-facts">{t('product.facts')}</h2>
      {product.description ? (
        <>
          <h3>{t('product.description')}</h3>
          <p>{product.description}</p>
        </>
      ) : null}
      <dl className="product-facts__list">
        <dt>{t('product.contentAmount')}</dt>
        <dd>{contentAmount(product.contentAmount)}</dd>
        {product.bundleInfo ? (
          <>
            <dt>{t('product.bundleInfo')}</dt>
            <dd>{product.bundleInfo}</dd>
          </>
        ) : null}
        {product.origin ? (
          <>
            <dt>{t('product.origin')}</dt>
            <dd>{product.origin}</dd>
          </>
        ) : null}
        {product.storageHint ? (
          <>
            <dt>{t('product.storageHint')}</dt>
            <dd>{product.storageHint}</dd>
          </>
        ) : null}
        <dt>{t('product.sku')}</dt>
        <dd>{product.sku}</dd>
      </dl>
      {product.ingredients ? (
        <>
          <h3>{t('product.ingredients')}</h3>
          <p>{product.ingredients}</p>
        </>
      ) : null}
      <h3>{t('product.allergens')}</h3>
      <p>{product.allergens.length ? product.allergens.join(', ') : t('product.noAllergens')}</p>
      {product.nutrition ? (
        <>
          <h3>{t('product.nutrition.heading')}</h3>
          <NutritionTable nutrition={product.nutrition} />
        </>
      ) : null}
    </section>
  );
}
