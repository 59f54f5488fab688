import { useFormatMoney } from '~/utils/money';
import { useTranslation } from '~/utils/use-translation';

/**
 * Issue 34 (decision 0074): what a gift card paid of an order and what the method paid, on the
 * order confirmation and in the customer's order; nothing for an order paid without one.
 */
export function GiftCardPart({ giftCardAmount, total }: { giftCardAmount: number | null; total: number }) {
  const { t } = useTranslation();
  const money = useFormatMoney();
  if (giftCardAmount === null) return null;
  const rest = Math.max(0, total - giftCardAmount);
  return (
    <p data-gift-card-part={giftCardAmount}>
      {t('giftCardCheckout.paidByGiftCard', { amount: money(giftCardAmount) })}
      {rest > 0 ? ` · ${t('giftCardCheckout.paidRest', { amount: money(rest) })}` : null}
    </p>
  );
}
