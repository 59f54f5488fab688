import { useId } from 'react';
import { useTranslation } from '~/utils/use-translation';
import type { CartNotices } from './cart-rules';
import { useFormatMoney } from '~/utils/money';

/** §5 how far the order value is from the minimum and from a free service, as bars with the amount missing. */
export function CartProgress({ notices, orderValue }: { notices: CartNotices; orderValue: number }) {
  const { t } = useTranslation();
  const money = useFormatMoney();
  const { minimumMissing, freeService } = notices;
  if (!minimumMissing && !freeService) return null;
  return (
    <div className="cart-progress">
      {minimumMissing ? (
        <ProgressBar
          name="minimum-value"
          label={t('cart.notice.minimumOrderValue', {
            amount: money(minimumMissing.minimum),
            missing: money(minimumMissing.missing),
          })}
          value={orderValue}
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
          label={t('shoppingCart.summary.freeServiceMissing', { missing: money(freeService.missing) })}
          value={orderValue}
          max={orderValue + freeService.missing}
        />
      ) : null}
    </div>
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
