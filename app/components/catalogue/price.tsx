import { useTranslation } from '~/utils/use-translation';
import type { ProductSummary } from '../../../backend/src/schemas/catalogue.js';
import { useFormatMoney } from '~/utils/money';

type UnitPriceUnit = NonNullable<ProductSummary['unitPrice']>['unit'];

export type PricedProduct = Pick<
  ProductSummary,
  'price' | 'unitPrice' | 'weightArticle' | 'weightPieceArticle' | 'averageWeightGrams'
>;

/** A slash and an abbreviation read badly aloud. */
export function PerUnit({ unit }: { unit: UnitPriceUnit }) {
  const { t } = useTranslation();
  return (
    <>
      <span aria-hidden="true"> / {t(`price.unitShort.${unit}`)}</span>
      <span className="visually-hidden"> {t(`price.perUnit.${unit}`)}</span>
    </>
  );
}

/** The unit price (§3 sort by unit price compares these), e.g. "€ 1,29 / kg". */
export function UnitPrice({ unitPrice }: { unitPrice: NonNullable<ProductSummary['unitPrice']> }) {
  const { t } = useTranslation();
  const formatMoney = useFormatMoney();
  return (
    <p className="price__unit">
      <span className="visually-hidden">{t('price.unitPrice')}: </span>
      {formatMoney(unitPrice.amount)}
      <PerUnit unit={unitPrice.unit} />
    </p>
  );
}

/** §3, §9: amounts in minor units; a weight-piece price is an estimate, so it says "approx.". */
export function ProductPrice({ product, detail = false }: { product: PricedProduct; detail?: boolean }) {
  const { t } = useTranslation();
  const formatMoney = useFormatMoney();
  const { regular, loyalty, depositPrice } = product.price;
  const hasLoyalty = loyalty !== null && loyalty < regular;
  const perKg = product.weightArticle ? <PerUnit unit="kg" /> : null;
  const approx = product.weightPieceArticle ? (
    <span className="price__approx">
      {t('price.approx')}
      <span className="visually-hidden"> ({t('price.estimatedPiece')})</span>{' '}
    </span>
  ) : null;

  return (
    <div className={`price${detail ? ' price--detail' : ''}`}>
      <p className={`price__regular${hasLoyalty ? ' price__regular--with-loyalty' : ''}`}>
        <span className="visually-hidden">{t(hasLoyalty ? 'price.regularInstead' : 'price.regular')}: </span>
        {approx}
        <span className="price__amount">{formatMoney(regular)}</span>
        {perKg}
      </p>
      {hasLoyalty ? (
        <p className="price__loyalty">
          <span className="visually-hidden">{t('price.loyalty')}: </span>
          {approx}
          <span className="price__amount">{formatMoney(loyalty)}</span>
          {perKg}{' '}
          <span className="price__loyalty-label" aria-hidden="true">
            {t('price.loyaltyLabel')}
          </span>
        </p>
      ) : null}
      {product.unitPrice && !product.weightArticle ? <UnitPrice unitPrice={product.unitPrice} /> : null}
      {depositPrice ? (
        <p className="price__deposit">{t('price.deposit', { amount: formatMoney(depositPrice) })}</p>
      ) : null}
      {detail && product.weightArticle ? <p className="price__note">{t('price.weightArticle')}</p> : null}
      {product.weightPieceArticle && product.averageWeightGrams && detail ? (
        <p className="price__note">{t('price.weightPiece', { grams: product.averageWeightGrams })}</p>
      ) : null}
    </div>
  );
}
