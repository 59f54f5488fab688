import { Link } from '@remix-run/react';
import type { CustomerOrderList } from '../../../backend/src/schemas/orders.js';
import { useFormatMoney } from '~/utils/money';
import { useSlotFormat } from '~/utils/shop-dates';
import { useTranslation } from '~/utils/use-translation';
import { OrderSlot } from '~/components/orders/order-slot';
import { OrderStateText } from '~/components/orders/order-state';

export function OrderList({ list, listPath }: { list: CustomerOrderList; listPath: string }) {
  const { t } = useTranslation();
  const money = useFormatMoney();
  const { day } = useSlotFormat();
  if (!list.orders.length) return <p>{t('customerOrders.empty')}</p>;
  const pages = Math.max(1, Math.ceil(list.total / list.pageSize));
  const pageLink = (page: number) => (page === 1 ? listPath : `${listPath}?page=${page}`);
  return (
    <>
      <ul className="order-list" aria-label={t('customerOrders.listLabel')}>
        {list.orders.map((order) => (
          <li key={order.orderNumber} className="order-card">
            <h3>
              <Link
                to={`${listPath}/${order.orderNumber}`}
                aria-label={t('customerOrders.showOrder', { number: order.orderNumber })}
              >
                {t('customerOrders.orderTitle', { number: order.orderNumber })}
              </Link>
            </h3>
            <p>
              {t('customerOrders.orderedOn', { date: day(order.orderedAt) })} ·{' '}
              <OrderStateText
                state={order.state}
                serviceType={order.serviceType}
                statusKey={`customerOrders.status.${order.status}`}
              />
            </p>
            <p>
              {t(`customerOrders.serviceType.${order.serviceType}`)}:{' '}
              <OrderSlot window={order.distributionWindow} />
            </p>
            <p>
              {t('customerOrders.itemCount', { count: order.lineItemCount })} ·{' '}
              <strong>{money(order.finalBill?.total ?? order.total)}</strong>
            </p>
          </li>
        ))}
      </ul>
      {pages > 1 ? (
        <nav aria-label={t('customerOrders.pagesLabel')} className="order-pages">
          {list.page > 1 ? <Link to={pageLink(list.page - 1)}>{t('customerOrders.newer')}</Link> : null}
          <span>{t('customerOrders.pageOf', { page: list.page, pages })}</span>
          {list.page < pages ? <Link to={pageLink(list.page + 1)}>{t('customerOrders.older')}</Link> : null}
        </nav>
      ) : null}
    </>
  );
}
