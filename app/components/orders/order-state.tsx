import type { OrderStateValue } from '../../../backend/src/schemas/fulfilment.js';
import { useTranslation } from '~/utils/use-translation';

// Issue 36: where a shopper's order is. Placed and cancelled keep the words each view had
// (`statusKey`); picking, picked and handed over are said alike in the profile and the tracking block.

const fulfilmentStates = new Set<OrderStateValue>(['picking', 'picked', 'handed_over']);

export function OrderStateText({
  state,
  serviceType,
  statusKey,
}: {
  state: OrderStateValue;
  serviceType: 'DELIVERY' | 'CLICK_AND_COLLECT';
  /** The view's own text of the §3 status, for an order placed or cancelled. */
  statusKey: string;
}) {
  const { t } = useTranslation();
  if (!fulfilmentStates.has(state)) return <>{t(statusKey)}</>;
  if (state === 'handed_over') return <>{t(`customerOrders.state.handed_over.${serviceType}`)}</>;
  return <>{t(state === 'picking' ? 'customerOrders.state.picking' : 'customerOrders.state.picked')}</>;
}
