import { parseWithZod } from '@conform-to/zod';
import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node';
import { Form, Link, useActionData, useLoaderData, useLocation, type MetaFunction } from '@remix-run/react';
import { useEffect, useRef } from 'react';
import { useTenantPath } from '~/utils/root-data';
import { useTranslation } from '~/utils/use-translation';
import { bookTimeSlot, setDelivery, setPickup } from '~/routes/cart/cart-actions.server';
import { declineKeepsPending } from './service-prompt';
import { readPromptState, redirectAfterSelection, serviceSelectionOf } from './service-prompt.server';
import { ServiceChooser } from '~/routes/cart/service-chooser';
import { catalogueMeta } from '~/utils/catalogue-meta';
import { GeneralErrorBoundary } from '~/components/error-boundary';
import { errorsOf, FormErrors } from '~/components/forms';
import { loadPickupStores, originPostalCodeOf } from '~/routes/cart/pickup-stores.server';
import { loadChooserSlots } from '~/routes/cart/chooser-slots.server';
import { redirectWithToast } from '~/sessions.server';
import { routePath } from '~/utils/route-paths.server';
import { canonicalUrlOf } from '~/utils/page-meta';
import { safeReturnUrl } from '~/utils/return-url';
import { intentSchema } from '~/utils/intent-schema';

/** `?change=1`: the cart's chooser without JavaScript (decision 0047); else the prompt of an add (0019). */
function chooserModeOf(request: Request) {
  const params = new URL(request.url).searchParams;
  return {
    change: params.has('change'),
    part: params.get('part') === 'slot' ? ('slot' as const) : ('service' as const),
    storeFilter: (params.get('store') ?? '').trim().slice(0, 100),
    showAllStores: params.get('stores') === 'all',
  };
}

// §4 service selection (decision 0019): setting an address or store adds the pending items.
export async function loader({ request, context }: LoaderFunctionArgs) {
  const { t } = context;
  const mode = chooserModeOf(request);
  const [cart, { pending }] = await Promise.all([context.cart.getCart(), readPromptState(request)]);
  const [pickup, slots] = await Promise.all([
    loadPickupStores(context, request, originPostalCodeOf(cart, mode.storeFilter)),
    mode.part === 'slot' ? loadChooserSlots(context, cart) : null,
  ]);
  const title = mode.change
    ? t(mode.part === 'slot' ? 'serviceChooser.title.slot' : 'serviceChooser.title.service')
    : t('servicePrompt.title');
  return data(
    {
      ...mode,
      address: cart.distributionAddress,
      booked: cart.timeSlot,
      reservedUntil: cart.timeSlotReservedUntil,
      slots: slots?.slots ?? [],
      earliest: slots?.earliest ?? null,
      stores: pickup.stores,
      pendingNames: pending.map((item) => item.name),
      selectionMode: serviceSelectionOf(context).mode,
      title,
      meta: { title, canonicalUrl: canonicalUrlOf(request), noIndex: true },
    },
    { headers: { 'Cache-Control': 'private, no-store' } },
  );
}

const servicePromptIntents = ['set-delivery', 'set-pickup', 'book-slot', 'decline'] as const;

export async function action({ request, context }: ActionFunctionArgs) {
  const formData = await request.formData();
  const intent = parseWithZod(formData, { schema: intentSchema(servicePromptIntents, context.t) });
  if (intent.status !== 'success') return data({ intent: null, result: intent.reply() }, { status: 400 });
  const { returnTo, pending } = await readPromptState(request);
  // Changing from the cart goes back to the cart; the prompt goes back to where the add was.
  const cartPath = routePath(context, 'cart') ?? '/';
  const back = chooserModeOf(request).change ? cartPath : (safeReturnUrl(returnTo) ?? '/');
  switch (intent.value) {
    case 'set-delivery':
    case 'set-pickup': {
      const outcome = await (intent.value === 'set-delivery' ? setDelivery : setPickup)(context, formData);
      if (outcome.status === 'refused')
        return data({ intent: intent.value, result: outcome.result }, { status: 400 });
      return redirectAfterSelection(context, request, back);
    }
    case 'book-slot': {
      const outcome = await bookTimeSlot(context, formData);
      if (outcome.status === 'refused')
        return data({ intent: intent.value, result: outcome.result }, { status: 400 });
      return redirect(cartPath);
    }
    case 'decline': {
      // An optional selection adds the items anyway; a mandatory one keeps them waiting.
      if (pending.length === 0 || !declineKeepsPending(serviceSelectionOf(context)))
        return redirectAfterSelection(context, request, back);
      const message = context.t('servicePrompt.result.abortedserviceselection');
      return redirectWithToast(back, { type: 'warning', message }, { request });
    }
  }
}

export default function ServicePromptPage() {
  const loaderData = useLoaderData<typeof loader>();
  const { change, part, pendingNames, selectionMode, title } = loaderData;
  const actionData = useActionData<typeof action>();
  const { t } = useTranslation();
  const heading = useRef<HTMLHeadingElement>(null);
  // Arriving from an add button, the focus starts at the question, not at the top of the page.
  useEffect(() => heading.current?.focus(), []);
  const resultOf = (intent: string) => (actionData?.intent === intent ? actionData.result : undefined);
  const pageErrors = actionData?.intent === null ? errorsOf(actionData.result) : [];
  const cartHref = useTenantPath('cart') ?? '/';
  const { pathname } = useLocation();
  return (
    <div className="service-prompt">
      <h1 ref={heading} tabIndex={-1}>
        {change ? title : t('servicePrompt.heading')}
      </h1>
      <FormErrors id="service-prompt-errors" errors={pageErrors} />
      {change ? null : <p>{t('servicePrompt.intro')}</p>}
      {pendingNames.length > 0 ? (
        <p className="service-prompt__pending">
          {t('servicePrompt.pending', { names: pendingNames.join(', ') })}{' '}
          {t(selectionMode === 'mandatory' ? 'servicePrompt.mandatory' : 'servicePrompt.optional')}
        </p>
      ) : null}
      <ServiceChooser
        part={part}
        address={loaderData.address}
        stores={loaderData.stores}
        storeFilter={loaderData.storeFilter}
        showAllStores={loaderData.showAllStores}
        slots={loaderData.slots}
        booked={loaderData.booked}
        reservedUntil={loaderData.reservedUntil}
        earliest={loaderData.earliest}
        chooserHref={change ? `${pathname}?change=1${part === 'slot' ? '&part=slot' : ''}` : pathname}
        results={{
          delivery: resultOf('set-delivery'),
          pickup: resultOf('set-pickup'),
          slot: resultOf('book-slot'),
        }}
      />
      {change ? (
        <p>
          <Link to={cartHref}>{t('serviceChooser.backToCart')}</Link>
        </p>
      ) : (
        <Form method="post" className="service-prompt__decline">
          <button type="submit" name="intent" value="decline" className="button button--secondary">
            {t(selectionMode === 'mandatory' ? 'servicePrompt.decline' : 'servicePrompt.skip')}
          </button>
        </Form>
      )}
    </div>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data: routeData, error, matches }) =>
  catalogueMeta({ data: routeData, error, matches });

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
