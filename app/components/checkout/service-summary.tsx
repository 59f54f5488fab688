import type { CartAddress } from '../../../backend/src/schemas/cart.js';
import type { TimeSlot } from '../../../backend/src/schemas/distribution.js';
import { useSlotFormat } from '~/utils/shop-dates';
import { useTranslation } from '~/utils/use-translation';

type ServiceSummaryProps = {
  address: CartAddress | null;
  storeName: string | null;
  slot: TimeSlot | null;
};

export function ServiceSummary({ address, storeName, slot }: ServiceSummaryProps) {
  const { t } = useTranslation();
  const slotFormat = useSlotFormat();
  const where =
    address?.distributionType === 'DELIVERY'
      ? t('checkout.service.delivery', {
          address: `${address.streetName ?? ''} ${address.streetNumber ?? ''}, ${address.postalCode ?? ''} ${address.city ?? ''}`,
        })
      : address?.distributionType === 'CLICK_AND_COLLECT'
        ? t('checkout.service.pickup', { store: storeName ?? address.storeId ?? '' })
        : t('checkout.service.none');
  return (
    <dl className="service-summary" data-service={address?.distributionType ?? 'NONE'}>
      <div>
        <dt>{t('checkout.service.where')}</dt>
        <dd>{where}</dd>
      </div>
      <div>
        <dt>{t('checkout.service.when')}</dt>
        <dd data-slot={slot?.id}>
          {slot
            ? t('checkout.service.slot', {
                day: slotFormat.day(slot.start),
                from: slotFormat.time(slot.start),
                to: slotFormat.time(slot.end),
              })
            : t('checkout.service.noSlot')}
        </dd>
      </div>
    </dl>
  );
}
