import { Link } from '@remix-run/react';
import { usePagePath } from '~/utils/root-data';
import { useTranslation } from '~/utils/use-translation';

/**
 * Issue 35: the profile's way to the order page, for a member without a physical card where the
 * shop takes orders (the loader says `orderable`, from the physical-card status).
 */
export function PhysicalCardOffer({ orderable }: { orderable: boolean }) {
  const { t } = useTranslation();
  const orderPath = usePagePath('order-physical-card');
  if (!orderable || !orderPath) return null;
  return (
    <p className="physical-card-offer">
      {t('physicalCard.profileOffer')} <Link to={orderPath}>{t('physicalCard.profileLink')}</Link>
    </p>
  );
}
