import type { CartAddress } from '../../../backend/src/schemas/cart.js';
import type { TimeSlot } from '../../../backend/src/schemas/distribution.js';
import type { TFunction } from 'i18next';

type ServiceLineInput = {
  address: CartAddress | null;
  /** The chosen pickup store's name, when the service is click and collect. */
  storeName: string | null;
  slot: Pick<TimeSlot, 'start' | 'end'> | null;
  locale: string;
  timeZone: string;
};

export type ServiceLine = { service: string | null; slot: string | null };

/** "Do 26.11., 08:00-10:00": the short weekday, the day and the window, read in the shop's zone. */
export function slotLineText(slot: Pick<TimeSlot, 'start' | 'end'>, locale: string, timeZone: string) {
  // de-AT abbreviates "Do."; the line wants the compact "Do 26.11." of a grocery receipt.
  const weekday = new Intl.DateTimeFormat(locale, { weekday: 'short', timeZone })
    .format(new Date(slot.start))
    .replace(/\.$/, '');
  const date = new Intl.DateTimeFormat(locale, { day: '2-digit', month: '2-digit', timeZone }).format(
    new Date(slot.start),
  );
  const time = (iso: string) =>
    new Intl.DateTimeFormat(locale, {
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
      timeZone,
    }).format(new Date(iso));
  return `${weekday} ${date}, ${time(slot.start)}-${time(slot.end)}`;
}

/** Issue 19: the chosen service and slot as the two halves of one line of the cart. */
export function serviceLineOf(input: ServiceLineInput, t: TFunction): ServiceLine {
  const { address, storeName, slot } = input;
  let service: string | null = null;
  if (address?.distributionType === 'DELIVERY') {
    const street = [address.streetName, address.streetNumber].filter(Boolean).join(' ');
    const place = [address.postalCode, address.city].filter(Boolean).join(' ');
    service = t('serviceChooser.line.delivery', { address: [street, place].filter(Boolean).join(', ') });
  } else if (address?.distributionType === 'CLICK_AND_COLLECT' && storeName) {
    service = t('serviceChooser.line.pickup', { store: storeName });
  }
  return {
    service,
    slot: service && slot ? slotLineText(slot, input.locale, input.timeZone) : null,
  };
}
