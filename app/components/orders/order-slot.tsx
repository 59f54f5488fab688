import { useTranslation } from '~/utils/use-translation';
import { useSlotFormat } from '~/utils/shop-dates';

export function OrderSlot({ window }: { window: { start: string; end: string } | null }) {
  const { t } = useTranslation();
  const format = useSlotFormat();
  if (!window) return null;
  return (
    <time dateTime={window.start}>
      {t('customerOrders.slot', {
        day: format.day(window.start),
        start: format.time(window.start),
        end: format.time(window.end),
      })}
    </time>
  );
}
