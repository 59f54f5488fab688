import { parseWithZod } from '@conform-to/zod';
import { data, type ActionFunctionArgs, type LinksFunction, type LoaderFunctionArgs } from '@remix-run/node';
import { Form, useActionData, useLoaderData, type MetaFunction } from '@remix-run/react';
import { useEffect, useRef } from 'react';
import { useTranslation } from '~/utils/use-translation';
import { setDelivery, setPickup } from '~/actions/cart/cart-actions.server';
import { declineKeepsPending } from '~/actions/cart/service-prompt';
import {
  readPromptState,
  redirectAfterSelection,
  serviceSelectionOf,
} from '~/actions/cart/service-prompt.server';
import { DeliveryForm, PickupForm } from '~/components/cart/service-selection';
import { catalogueMeta } from '~/components/catalogue/meta';
import { GeneralErrorBoundary } from '~/components/error-boundary';
import { errorsOf, FormErrors } from '~/components/forms';
import { redirectWithToast } from '~/sessions.server';
import servicePromptStyles from '~/styles/service-prompt.css';
import { loadFavoriteStores } from '~/utils/favorite-stores.server';
import { canonicalUrlOf } from '~/utils/page-meta';
import { safeReturnUrl } from '~/utils/return-url';
import { intentSchema } from '~/validation/intent';

export const links: LinksFunction = () => [{ rel: 'stylesheet', href: servicePromptStyles }];

// §4 service selection (decision 0019): setting an address or store adds the pending items.
export async function loader({ request, context }: LoaderFunctionArgs) {
  const { t } = context;
  const [cart, { stores }, { pending }, favorites] = await Promise.all([
    context.cart.getCart(),
    context.cart.listCheckoutStores(),
    readPromptState(request),
    loadFavoriteStores(context, request),
  ]);
  return data(
    {
      address: cart.distributionAddress,
      stores,
      favoriteStoreIds: favorites.storeIds,
      pendingNames: pending.map((item) => item.name),
      mode: serviceSelectionOf(context).mode,
      meta: { title: t('servicePrompt.title'), canonicalUrl: canonicalUrlOf(request), noIndex: true },
    },
    { headers: { 'Cache-Control': 'private, no-store' } },
  );
}

const servicePromptIntents = ['set-delivery', 'set-pickup', 'decline'] as const;

export async function action({ request, context }: ActionFunctionArgs) {
  const formData = await request.formData();
  const intent = parseWithZod(formData, { schema: intentSchema(servicePromptIntents, context.t) });
  if (intent.status !== 'success') return data({ intent: null, result: intent.reply() }, { status: 400 });
  const { returnTo, pending } = await readPromptState(request);
  const back = safeReturnUrl(returnTo) ?? '/';
  switch (intent.value) {
    case 'set-delivery':
    case 'set-pickup': {
      const outcome = await (intent.value === 'set-delivery' ? setDelivery : setPickup)(context, formData);
      if (outcome.status === 'refused')
        return data({ intent: intent.value, result: outcome.result }, { status: 400 });
      return redirectAfterSelection(context, request, back);
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
  const { address, stores, favoriteStoreIds, pendingNames, mode } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const { t } = useTranslation();
  const heading = useRef<HTMLHeadingElement>(null);
  // Arriving from an add button, the focus starts at the question, not at the top of the page.
  useEffect(() => heading.current?.focus(), []);
  const resultOf = (intent: string) => (actionData?.intent === intent ? actionData.result : undefined);
  const pageErrors = actionData?.intent === null ? errorsOf(actionData.result) : [];
  return (
    <div className="service-prompt">
      <h1 ref={heading} tabIndex={-1}>
        {t('servicePrompt.heading')}
      </h1>
      <FormErrors id="service-prompt-errors" errors={pageErrors} />
      <p>{t('servicePrompt.intro')}</p>
      {pendingNames.length > 0 ? (
        <p className="service-prompt__pending">
          {t('servicePrompt.pending', { names: pendingNames.join(', ') })}{' '}
          {t(mode === 'mandatory' ? 'servicePrompt.mandatory' : 'servicePrompt.optional')}
        </p>
      ) : null}
      <div className="service-prompt__choices">
        <DeliveryForm address={address} lastResult={resultOf('set-delivery')} />
        <PickupForm
          stores={stores}
          storeId={address?.storeId ?? null}
          favoriteStoreIds={favoriteStoreIds}
          lastResult={resultOf('set-pickup')}
        />
      </div>
      <Form method="post" className="service-prompt__decline">
        <button type="submit" name="intent" value="decline" className="button button--secondary">
          {t(mode === 'mandatory' ? 'servicePrompt.decline' : 'servicePrompt.skip')}
        </button>
      </Form>
    </div>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data: routeData, error, matches }) =>
  catalogueMeta({ data: routeData, error, matches });

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
