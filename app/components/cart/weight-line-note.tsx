import { useTranslation } from '~/utils/use-translation';
import type { LineItem } from '../../../backend/src/schemas/cart.js';
import { useFormatMoney } from '~/utils/money';
import { useFormatWeight } from './weight-choice';

/** Issue 20: the actual weight is charged, so the payment holds a little more. */
export function WeightLineNote({ item, quantity }: { item: LineItem; quantity: number }) {
  const { t } = useTranslation();
  const money = useFormatMoney();
  const weight = useFormatWeight();
  const { product } = item;
  if (!product.weightArticle && !(product.weightPieceArticle && product.averageWeightGrams)) return null;
  const amount = product.weightArticle
    ? weight(quantity)
    : t('searchAndWeight.weight.pieces', {
        count: quantity,
        weight: weight(quantity * (product.averageWeightGrams ?? 0)),
      });
  return (
    <span className="cart-line__weight" data-line-weight="">
      <span className="cart-line__weight-chosen">
        {t('searchAndWeight.weight.chosen', { amount, price: money(item.totalPrice) })}
      </span>{' '}
      <span className="cart-line__weight-note">{t('searchAndWeight.weight.lineNote')}</span>
    </span>
  );
}
