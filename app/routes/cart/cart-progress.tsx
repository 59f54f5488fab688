import { useId } from 'react';
import type { CartPriceInfo } from '../../../backend/src/schemas/cart.js';
import { thresholdValueOf } from '../../../backend/src/schemas/order-thresholds.js';
import { useTranslation } from '~/utils/use-translation';
import type { CartNotices } from './cart-rules';
import { useFormatMoney } from '~/utils/money';

/**
 * §5 how far the Einkaufswert (decision 0076) is from the minimum and from a free service, as
 * bars with the amount missing, and which value they count.
 */
export function CartProgress({ notices, priceInfo }: { notices: CartNotices; priceInfo: CartPriceInfo }) {
  const { t } = useTranslation();
  const money = useFormatMoney();
  const { minimumMissing, freeService } = notices;
  if (!minimumMissing && !freeService) return null;
  const value = thresholdValueOf(priceInfo);
  return (
    <div className="cart-progress">
      {minimumMissing ? (
        <ProgressBar
          name="minimum-value"
          label={t('checkoutClarity.minimumMissing', {
            minimum: money(minimumMissing.minimum),
            missing: money(minimumMissing.missing),
          })}
          value={value}
          max={minimumMissing.minimum}
        />
      ) : null}
      {freeService && freeService.met ? (
        <p className="cart-progress__met" data-cart-notice="free-service">
          {t('cart.notice.freeServiceValueMet')}
        </p>
      ) : null}
      {freeService && !freeService.met ? (
        <ProgressBar
          name="free-service"
          label={t('checkoutClarity.freeServiceMissing', { missing: money(freeService.missing) })}
          value={value}
          max={value + freeService.missing}
        />
      ) : null}
      <ThresholdValueNote priceInfo={priceInfo} />
    </div>
  );
}

/** Decision 0076: the value the thresholds count, said in the shopper's words. */
export function ThresholdValueNote({ priceInfo }: { priceInfo: CartPriceInfo }) {
  const { t } = useTranslation();
  const money = useFormatMoney();
  return (
    <p className="cart-progress__value" data-threshold-value={thresholdValueOf(priceInfo)}>
      {t('checkoutClarity.thresholdValue', { value: money(thresholdValueOf(priceInfo)) })}
    </p>
  );
}

function ProgressBar({
  name,
  label,
  value,
  max,
}: {
  name: string;
  label: string;
  value: number;
  max: number;
}) {
  const id = useId();
  return (
    <div className="cart-progress__item" data-cart-notice={name}>
      <label htmlFor={id}>{label}</label>
      <progress id={id} value={Math.max(0, Math.min(value, max))} max={max} />
    </div>
  );
}
