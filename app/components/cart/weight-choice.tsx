import { useTranslation } from '~/utils/use-translation';
import { useFormatMoney, useMoneyFormat } from '~/utils/money';
import { numberFormat } from '~/utils/intl-formats';
import { usualOption, weightOptions, type WeighedProduct, type WeightOption } from './weight-options';

export function useFormatWeight(): (grams: number) => string {
  const { t } = useTranslation();
  const { locale } = useMoneyFormat();
  return (grams) =>
    grams < 1000
      ? t('searchAndWeight.weight.grams', { grams })
      : t('searchAndWeight.weight.kilograms', {
          kilograms: numberFormat(locale, { maximumFractionDigits: 3 }).format(grams / 1000),
        });
}

function useOptionLabel(product: WeighedProduct): (option: WeightOption) => string {
  const { t } = useTranslation();
  const money = useFormatMoney();
  const weight = useFormatWeight();
  return (option) =>
    option.pieces === null
      ? t('searchAndWeight.weight.option', { amount: weight(option.grams), price: money(option.price) })
      : t('searchAndWeight.weight.option', {
          amount: t('searchAndWeight.weight.pieces', { count: option.pieces, weight: weight(option.grams) }),
          price: product.weightPieceArticle
            ? t('searchAndWeight.weight.approxPrice', { price: money(option.price) })
            : money(option.price),
        });
}

/** Issue 20: a plain select, so the price of each amount shows before adding, JavaScript or not. */
export function WeightChoice({ product, sku, name }: { product: WeighedProduct; sku: string; name: string }) {
  const { t } = useTranslation();
  const label = useOptionLabel(product);
  const options = weightOptions(product);
  const usual = usualOption(options, product);
  const id = `weight-${sku}`;
  return (
    <div className="weight-choice">
      <label htmlFor={id} className="visually-hidden">
        {t('searchAndWeight.weight.label', { name })}
      </label>
      <select id={id} name="quantity" defaultValue={usual?.quantity} className="weight-choice__select">
        {options.map((option) => (
          <option key={option.quantity} value={option.quantity}>
            {label(option)}
          </option>
        ))}
      </select>
    </div>
  );
}
