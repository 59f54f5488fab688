import type { SubmissionResult } from '@conform-to/react';
import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node';
import { redirectWithToast } from '~/sessions.server';
import { parseIntent } from '~/utils/form-parsing.server';
import { canonicalUrlOf } from '~/utils/page-meta';
import { afterBilling, payWithBilling, setBillingAddress, takeSavedAddress } from './checkout-actions.server';
import { checkoutIntents, type CheckoutIntent } from './checkout-forms';
import { loadCheckoutPage } from './checkout-page.server';
import { showGiftCardSplit } from './gift-card-actions.server';

// Issue 39: the route's loader and action in a `.server` module of its own, so its browser chunk
// imports one empty module instead of shared ones (each a file of its own, decision 0094).
export async function loader({ request, context }: LoaderFunctionArgs) {
  const page = await loadCheckoutPage(context, request);
  return data(
    {
      ...page,
      termsHref: context.tenant.config.clientRuntimeConfig.legal.termsPath,
      meta: { ...page.meta, canonicalUrl: canonicalUrlOf(request) },
    },
    { headers: { 'Cache-Control': 'private, no-store' } },
  );
}

const refuse = (
  intent: CheckoutIntent | null,
  result: SubmissionResult<string[]>,
  billing?: SubmissionResult<string[]>,
) => data({ intent, result, billing: billing ?? null }, { status: 400 });

export async function action({ request, context }: ActionFunctionArgs) {
  const { t } = context;
  const formData = await request.formData();
  const intent = parseIntent(formData, checkoutIntents, t);
  if (intent.status !== 'success') return refuse(null, intent.reply());
  const back = new URL(request.url).pathname;
  switch (intent.value) {
    case 'set-billing': {
      const saved = await setBillingAddress(context, formData);
      if (saved.status === 'refused') return refuse(intent.value, saved.result);
      return redirectWithToast(back, { type: 'success', message: t('checkout.billing.stored') }, { request });
    }
    case 'use-saved-address': {
      const saved = await takeSavedAddress(context, formData);
      if (saved.status === 'refused') return refuse(intent.value, saved.result);
      return redirect(back);
    }
    case 'pay': {
      const outcome = await payWithBilling(context, request, formData);
      if (outcome instanceof Response) return outcome;
      return refuse(intent.value, outcome.result, outcome.billing);
    }
    case 'gift-card-split': {
      // Issue 34: the page again with the split of the choice, nothing paid; the pay form keeps it.
      const outcome = await afterBilling(context, formData, showGiftCardSplit);
      if (outcome.status === 'shown')
        return data({ intent: 'pay' as const, result: outcome.result, billing: null });
      return refuse('pay', outcome.result, 'billing' in outcome ? outcome.billing : undefined);
    }
  }
}
