import { useNavigation } from '@remix-run/react';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useMoneyFormat } from '~/utils/money';
import { useTenantPath } from '~/utils/root-data';
import { SHOP_TIME_ZONE, useSlotFormat } from '~/utils/shop-dates';
import { useTranslation } from '~/utils/use-translation';
import type { ChooserPart, ServiceChooserProps } from './service-chooser';
import { ServiceChooserDialog } from './service-chooser-dialog';
import { serviceLineOf } from './service-line-text';

// Issue 39: the chooser's forms come with the dialog (the cart page's JavaScript budget); its page
// (cart_.service) has them from the start, also without JavaScript. Pointing at or focusing a link
// that opens it starts loading them.
const loadChooser = () => import('./service-chooser');
const ServiceChooser = lazy(async () => ({ default: (await loadChooser()).ServiceChooser }));

type CartServiceProps = Omit<
  ServiceChooserProps,
  'part' | 'chooserHref' | 'storeFilter' | 'showAllStores'
> & {
  /** The chooser part whose form the last post refused: it stays open with the messages. */
  refusedPart: ChooserPart | null;
};

/** The chooser's page, with the part to show: "ändern" and "Zeitfenster wählen" work without JavaScript. */
export function useChooserHref() {
  const cartPath = useTenantPath('cart') ?? '/cart';
  const servicePath = useTenantPath('service-selection') ?? `${cartPath}/service`;
  return (part: ChooserPart) => `${servicePath}?change=1${part === 'slot' ? '&part=slot' : ''}`;
}

/**
 * Issue 19: the service and slot as one line with "ändern". The links lead to the chooser's page;
 * with JavaScript they open the same chooser in a modal dialog over the cart (decision 0047).
 */
export function CartService({ refusedPart, ...chooser }: CartServiceProps) {
  const { t } = useTranslation();
  const { locale } = useMoneyFormat();
  const chooserHref = useChooserHref();
  const format = useSlotFormat();
  const [openPart, setOpenPart] = useState<ChooserPart | null>(refusedPart);
  const [open, setOpen] = useState(refusedPart !== null);
  useChooserClosedAfterSuccess(refusedPart, setOpenPart, setOpen);
  const store = chooser.stores.find((candidate) => candidate.storeId === chooser.address?.storeId);
  const line = serviceLineOf(
    {
      address: chooser.address,
      storeName: store?.name ?? null,
      slot: chooser.booked,
      locale,
      timeZone: SHOP_TIME_ZONE,
    },
    t,
  );
  const link = (part: ChooserPart, text: string, detail?: string) => (
    <a
      href={chooserHref(part)}
      className={part === 'service' && !line.service ? 'button button--primary' : 'cart-service__change'}
      data-opens-chooser={part}
      onPointerEnter={() => void loadChooser()}
      onFocus={() => void loadChooser()}
      onClick={(event) => {
        if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0) return;
        event.preventDefault();
        setOpenPart(part);
        setOpen(true);
      }}
    >
      {text}
      {detail ? <span className="visually-hidden"> ({detail})</span> : null}
    </a>
  );
  return (
    <section className="cart-service" aria-labelledby="cart-service-heading">
      <h2 id="cart-service-heading">{t('shoppingCart.service.heading')}</h2>
      {line.service ? (
        <p className="cart-service__line">
          <span data-cart-service={chooser.address?.distributionType}>{line.service}</span>
          {' · '}
          {line.slot ? (
            <span className="cart-slot__booked" data-cart-slot={chooser.booked?.id}>
              {line.slot}
            </span>
          ) : (
            <span className="cart-service__no-slot">{t('serviceChooser.line.noSlot')}</span>
          )}{' '}
          {link('service', t('serviceChooser.line.change'), t('serviceChooser.line.changeDetail'))}
        </p>
      ) : (
        <p className="cart-service__line" data-cart-service="NONE">
          {t('shoppingCart.service.none')}
        </p>
      )}
      {line.slot && chooser.reservedUntil ? (
        <p className="cart-service__reserved">
          {t('shoppingCart.timeSlot.reservedUntil', { time: format.time(chooser.reservedUntil) })}
        </p>
      ) : null}
      {!line.service ? (
        <p>{link('service', t('serviceChooser.line.choose'))}</p>
      ) : !line.slot ? (
        <p>{link('slot', t('serviceChooser.line.chooseSlot'))}</p>
      ) : null}
      {openPart ? (
        <ServiceChooserDialog
          title={t(openPart === 'slot' ? 'serviceChooser.title.slot' : 'serviceChooser.title.service')}
          open={open}
          onClose={() => {
            setOpen(false);
            setOpenPart(null);
          }}
        >
          <Suspense fallback={null}>
            <ServiceChooser
              {...chooser}
              part={openPart}
              storeFilter=""
              showAllStores={false}
              chooserHref={chooserHref(openPart)}
              onChoosePart={setOpenPart}
            />
          </Suspense>
        </ServiceChooserDialog>
      ) : null}
    </section>
  );
}

const chooserIntents = new Set(['set-delivery', 'set-pickup', 'book-slot']);

/** A post from the chooser ends in a navigation: a refusal keeps it open, success closes it. */
function useChooserClosedAfterSuccess(
  refusedPart: ChooserPart | null,
  setOpenPart: (part: ChooserPart) => void,
  setOpen: (open: boolean) => void,
) {
  const navigation = useNavigation();
  const intent = navigation.formData?.get('intent');
  const submitted = useRef(false);
  useEffect(() => {
    if (navigation.state !== 'idle') {
      if (typeof intent === 'string' && chooserIntents.has(intent)) submitted.current = true;
      return;
    }
    if (!submitted.current) return;
    submitted.current = false;
    if (refusedPart) setOpenPart(refusedPart);
    setOpen(refusedPart !== null);
  }, [navigation.state, intent, refusedPart, setOpenPart, setOpen]);
}
