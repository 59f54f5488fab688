import { useSlotFormat } from '~/utils/shop-dates';
import { useTranslation } from '~/utils/use-translation';

/** §7 capacity: the day a product out of stock for now is expected back, on its page. */
export function RestockNote({ availableAgainAt }: { availableAgainAt: string | null }) {
  const { t } = useTranslation();
  const { day } = useSlotFormat();
  if (!availableAgainAt) return null;
  return (
    <p className="availability__restock" data-available-again-at={availableAgainAt}>
      {t('product.availability.availableAgainAt', { day: day(availableAgainAt) })}
    </p>
  );
}
