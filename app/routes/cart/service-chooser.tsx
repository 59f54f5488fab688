import '~/browser-shell'; // decision 0094: loaded by import(), its modules stay in the framework's chunk
import type { SubmissionResult } from '@conform-to/react';
import type { CartAddress } from '../../../backend/src/schemas/cart.js';
import type { TimeSlot } from '../../../backend/src/schemas/distribution.js';
import { useTranslation } from '~/utils/use-translation';
import type { PickupStoreOption } from './pickup-store-choice';
import { DeliveryForm, PickupForm, withParams } from './service-selection';
import { TimeSlotPicker } from './time-slot-picker';

export type ChooserPart = 'service' | 'slot';

export type ServiceChooserProps = {
  part: ChooserPart;
  address: CartAddress | null;
  stores: PickupStoreOption[];
  storeFilter: string;
  showAllStores: boolean;
  slots: TimeSlot[];
  booked: TimeSlot | null;
  reservedUntil: string | null;
  earliest: TimeSlot | null;
  /** The chooser's own page, where its search and "show more" work without JavaScript. */
  chooserHref: string;
  /** With JavaScript, the dialog switches parts instead of following the link. */
  onChoosePart?: (part: ChooserPart) => void;
  results: {
    delivery?: SubmissionResult<string[]>;
    pickup?: SubmissionResult<string[]>;
    slot?: SubmissionResult<string[]>;
  };
};

/** Issue 19: the same forms in the cart's dialog and on the chooser's page without JavaScript. */
export function ServiceChooser(props: ServiceChooserProps) {
  const { t } = useTranslation();
  const { address, results } = props;
  if (props.part === 'slot')
    return (
      <div className="service-chooser service-chooser--slot">
        {address ? (
          <TimeSlotPicker
            slots={props.slots}
            booked={props.booked}
            reservedUntil={props.reservedUntil}
            earliest={props.earliest}
            lastResult={results.slot}
          />
        ) : (
          <p>{t('shoppingCart.timeSlot.chooseServiceFirst')}</p>
        )}
      </div>
    );
  return (
    <div className="service-chooser">
      <p className="service-chooser__next">
        {t('serviceChooser.changeSlotToo')}
        {address ? (
          <>
            {' '}
            <a
              href={withParams(props.chooserHref, { part: 'slot' })}
              onClick={(event) => {
                if (!props.onChoosePart) return;
                event.preventDefault();
                props.onChoosePart('slot');
              }}
            >
              {t('serviceChooser.slotOnly')}
            </a>
          </>
        ) : null}
      </p>
      <DeliveryForm address={address} lastResult={results.delivery} />
      <PickupForm
        stores={props.stores}
        storeId={address?.distributionType === 'CLICK_AND_COLLECT' ? (address.storeId ?? null) : null}
        lastResult={results.pickup}
        filter={props.storeFilter}
        showAll={props.showAllStores}
        chooserHref={props.chooserHref}
      />
    </div>
  );
}
