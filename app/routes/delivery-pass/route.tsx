import { parseWithZod } from '@conform-to/zod';
import { data, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node';
import { Link, useActionData, useLoaderData } from '@remix-run/react';
import { GeneralErrorBoundary } from '~/components/error-boundary';
import { accountMeta } from '~/utils/account-meta';
import { getOptionalCustomer, withLogin } from '~/utils/auth.server';
import { intentSchema } from '~/utils/intent-schema';
import { canonicalUrlOf } from '~/utils/page-meta';
import { requireRoutePath } from '~/utils/route-paths.server';
import { useTranslation } from '~/utils/use-translation';
import { buyDeliveryPass, removeDeliveryPass } from './delivery-pass-actions.server';
import { deliveryPassIntents } from './delivery-pass-form-schemas';
import { BuyPassForm, GuestNotice, PassStatus } from './delivery-pass-parts';

// §2 delivery-pass, focused layout: what the pass is, the shopper's own, and buying one.
export const handle = { layout: 'focused' };

export async function loader({ request, context }: LoaderFunctionArgs) {
  const cartPath = await requireRoutePath(context, request, 'cart');
  const [{ offers, currency }, customer] = await Promise.all([
    context.deliveryPass.getOffers(),
    getOptionalCustomer(context, request),
  ]);
  const own = customer
    ? await withLogin(context, request, () =>
        Promise.all([context.deliveryPass.getCustomerPass(), context.cart.getCart()]),
      )
    : null;
  const loginQuery = new URLSearchParams({ returnUrl: new URL(request.url).pathname });
  return data(
    {
      title: context.t('deliveryPass.title'),
      canonicalUrl: canonicalUrlOf(request),
      offers,
      currency,
      customer: customer !== null,
      status: own?.[0] ?? null,
      inCart: own?.[1].deliveryPassLineItem ?? null,
      cartPath,
      loginHref: `${await requireRoutePath(context, request, 'login')}?${loginQuery}`,
    },
    { headers: { 'Cache-Control': 'private, no-store' } },
  );
}

export async function action({ request, context }: ActionFunctionArgs) {
  const formData = await request.formData();
  const intent = parseWithZod(formData, { schema: intentSchema(deliveryPassIntents, context.t) });
  if (intent.status !== 'success') return data({ result: intent.reply() }, { status: 400 });
  const act = intent.value === 'buy' ? buyDeliveryPass : removeDeliveryPass;
  return act({ request, context, formData });
}

export default function DeliveryPassPage() {
  const page = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const { t } = useTranslation();
  return (
    <div className="delivery-pass-page">
      <h1>{t('deliveryPass.title')}</h1>
      <p>{t('deliveryPass.intro')}</p>
      <p>{t('deliveryPass.howItWorks')}</p>
      {page.status ? <PassStatus status={page.status} inCart={page.inCart} cartPath={page.cartPath} /> : null}
      {page.offers.length === 0 ? (
        <p>{t('deliveryPass.noOffers')}</p>
      ) : page.customer ? (
        <BuyPassForm offers={page.offers} chosen={page.inCart?.offerId} lastResult={actionData?.result} />
      ) : (
        <GuestNotice offers={page.offers} loginHref={page.loginHref} />
      )}
      <p>
        <Link to={page.cartPath}>{t('deliveryPass.toCart')}</Link>
      </p>
    </div>
  );
}

export const meta = accountMeta;

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
