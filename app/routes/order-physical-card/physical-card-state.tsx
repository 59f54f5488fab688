import type { PhysicalCardStatus } from '../../../backend/src/schemas/physical-card.js';
import { useRootData } from '~/utils/root-data';
import { useTranslation } from '~/utils/use-translation';

/** Where the member's physical card is (§4, fetched apart from the card info). */
export function PhysicalCardState({ status }: { status: PhysicalCardStatus }) {
  const { t } = useTranslation();
  const shopLocale = useRootData()?.shop.locale ?? 'de-AT';
  const day = (iso: string | null) =>
    iso
      ? new Intl.DateTimeFormat(shopLocale, {
          day: 'numeric',
          month: 'long',
          year: 'numeric',
          timeZone: 'Europe/Vienna',
        }).format(new Date(iso))
      : '';
  switch (status.status) {
    case 'ORDERED':
    case 'SENT':
      return (
        <div data-physical-card-status={status.status}>
          <p>
            {status.status === 'ORDERED'
              ? t('physicalCard.state.ordered', { date: day(status.orderedAt) })
              : t('physicalCard.state.sent', { date: day(status.sentAt) })}
          </p>
          {status.addressLines.length > 0 ? (
            <address>
              {status.addressLines.map((line) => (
                <span key={line} className="physical-card__address-line">
                  {line}
                  <br />
                </span>
              ))}
            </address>
          ) : null}
        </div>
      );
    case 'NO_LOYALTY_CARD':
      return <p data-physical-card-status={status.status}>{t('physicalCard.state.notMember')}</p>;
    case 'NONE':
      // A member without a card in a shop that takes no orders here (the joe programme).
      return <p data-physical-card-status={status.status}>{t('physicalCard.state.unavailable')}</p>;
  }
}
