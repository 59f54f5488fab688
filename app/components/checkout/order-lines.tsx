import type { LineItem } from '../../../backend/src/schemas/cart.js';
import { useFormatMoney } from '~/utils/money';
import { useTranslation } from '~/utils/use-translation';

export function OrderLines({ lines, headingId }: { lines: LineItem[]; headingId: string }) {
  const { t } = useTranslation();
  const money = useFormatMoney();
  return (
    <table className="order-lines" aria-labelledby={headingId}>
      <thead>
        <tr>
          <th scope="col">{t('checkout.lines.quantity')}</th>
          <th scope="col">{t('checkout.lines.article')}</th>
          <th scope="col" className="order-lines__amount">
            {t('checkout.lines.total')}
          </th>
        </tr>
      </thead>
      <tbody>
        {lines.map((line) => (
          <tr key={line.lineItemId} data-sku={line.product.sku}>
            <td>
              {t(line.product.weightArticle ? 'checkout.lines.grams' : 'checkout.lines.pieces', {
                count: line.quantity,
              })}
            </td>
            <th scope="row">
              {line.product.name}{' '}
              <span className="order-lines__substitution">
                {t(
                  line.substitutionAllowed
                    ? 'checkout.lines.substitutionAllowed'
                    : 'checkout.lines.substitutionRefused',
                )}
              </span>
            </th>
            <td className="order-lines__amount">{money(line.totalPrice)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
