import { Link } from '@remix-run/react';
import { dateTimeFormat } from '~/utils/intl-formats';
import { useMoneyFormat } from '~/utils/money';
import { SHOP_TIME_ZONE } from '~/utils/shop-dates';
import { useTranslation } from '~/utils/use-translation';
import type { LoyaltyCardView, LoyaltyView } from './loyalty-view.server';

const knownPools = ['joe-points'];

function LoyaltyCard({ card }: { card: LoyaltyCardView }) {
  const { t } = useTranslation();
  const { locale } = useMoneyFormat();
  const number = new Intl.NumberFormat(locale);
  const day = (iso: string) =>
    dateTimeFormat(locale, { dateStyle: 'medium', timeZone: SHOP_TIME_ZONE }).format(new Date(iso));
  const poolName = (poolId: string) => (knownPools.includes(poolId) ? t(`loyalty.pool.${poolId}`) : poolId);
  return (
    <>
      <h3>{t('loyalty.cardHeading')}</h3>
      <p>{t(card.status === 'authenticated' ? 'loyalty.authenticated' : 'loyalty.referenced')}</p>
      <figure className="loyalty-card">
        <img
          className="loyalty-card__barcode"
          src={card.barcode.src}
          alt={t('loyalty.barcodeAlt', { cardNumber: card.mpCardId })}
          width={card.barcode.width}
          height={card.barcode.height}
        />
        <figcaption>{t('loyalty.showAtTill')}</figcaption>
      </figure>
      <dl className="loyalty-card__numbers">
        <dt>{t('loyalty.cardNumber')}</dt>
        <dd className="loyalty-card__number">{card.mpCardId}</dd>
        <dt>{t('loyalty.memberId')}</dt>
        <dd>{card.loyalityMemberId}</dd>
      </dl>
      <h3>{t('loyalty.pointsHeading')}</h3>
      <ul className="loyalty-pools">
        {card.pools.map((pool) => (
          <li key={pool.poolId}>
            {poolName(pool.poolId)}:{' '}
            <strong>{t('loyalty.poolValue', { points: number.format(pool.value) })}</strong>
          </li>
        ))}
      </ul>
      <h3>{t('loyalty.bookingsHeading')}</h3>
      {card.bookings.length === 0 ? (
        <p>{t('loyalty.noBookings')}</p>
      ) : (
        <div className="table-scroll">
          <table className="loyalty-bookings">
            <caption className="visually-hidden">{t('loyalty.bookingsCaption')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('loyalty.column.date')}</th>
                <th scope="col">{t('loyalty.column.order')}</th>
                <th scope="col">{t('loyalty.column.pool')}</th>
                <th scope="col">{t('loyalty.column.points')}</th>
              </tr>
            </thead>
            <tbody>
              {card.bookings.map((booking) => (
                <tr key={`${booking.orderNumber}-${booking.poolId}-${booking.kind}`}>
                  <td>{day(booking.bookedAt)}</td>
                  <td>{booking.orderNumber}</td>
                  <td>{poolName(booking.poolId)}</td>
                  <td>
                    {number.format(booking.points)} ({t(`loyalty.kind.${booking.kind}`)})
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </>
  );
}

const statusText = {
  'online-only': 'loyalty.onlineOnly',
  dereferenced: 'loyalty.dereferenced',
  none: 'loyalty.none',
} as const;

/**
 * §4 what each loyalty status shows: a linked card (referenced, authenticated) its barcode, points
 * and bookings; online-only, dereferenced and no member say why there is no card, and offer to
 * order one where the shop has that page.
 */
export function LoyaltySection({ view, orderCardPath }: { view: LoyaltyView; orderCardPath?: string }) {
  const { t } = useTranslation();
  return (
    <div className={`loyalty loyalty--${view.status}`}>
      {view.card ? <LoyaltyCard card={view.card} /> : <p>{t(statusText[view.status])}</p>}
      {orderCardPath ? (
        <p className="loyalty__order-card">
          <Link to={orderCardPath} className="button button--secondary">
            {t('loyalty.orderCard')}
          </Link>
        </p>
      ) : null}
    </div>
  );
}
