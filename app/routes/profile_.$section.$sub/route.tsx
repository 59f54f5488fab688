import { parseWithZod } from '@conform-to/zod';
import { data, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node';
import { useActionData, useLoaderData } from '@remix-run/react';
import { intentSchema } from '~/utils/intent-schema';
import { useTranslation } from '~/utils/use-translation';
import { accountMeta } from '~/utils/account-meta';
import { AddressForm } from './address-form';
import { ProfileLayout } from '~/components/account/profile-nav';
import { profileSectionPath, sectionOfSlug, profileSlugs } from '~/utils/profile-sections';
import { GeneralErrorBoundary } from '~/components/error-boundary';
import { errorsOf, FormErrors } from '~/components/forms';
import { redirectWithToast } from '~/sessions.server';
import { replyWithApiError } from '~/utils/account-errors.server';
import {
  hasSessionExpiredCookie,
  isUnauthenticated,
  redirectToLogin,
  requireCustomer,
  withLogin,
} from '~/utils/auth.server';
import { requireRoutePath } from '~/utils/route-paths.server';
import { notFound } from '~/utils/not-found.server';
import { canonicalUrlOf } from '~/utils/page-meta';
import { createAddressSchema } from '~/routes/profile/address-form-schemas';
import { addToOrder, cancelOrder, orderAgain } from './order-actions.server';
import { OrderDetail } from './order-detail';
import {
  isAddOnOpen,
  loadCustomerOrder,
  orderListPath,
} from '~/routes/profile_.orders/customer-orders.server';
import { orderIntents, orderNumberSchema } from '~/routes/profile_.orders/order-form-schemas';
import { phoneNormalizer, withDisplayPhone } from '~/utils/phone.server';

type Context = LoaderFunctionArgs['context'];

/** §2 profile-sub: one order of the orders section, by its number. */
async function orderPage(request: Request, context: Context, params: LoaderFunctionArgs['params']) {
  const orderNumber = orderNumberSchema.safeParse(params.sub);
  if (!orderNumber.success) throw await notFound(context, request);
  const order = await loadCustomerOrder(context, request, orderNumber.data);
  const listPath = await orderListPath(context, request);
  return { order, listPath, orderPath: `${listPath}/${order.orderNumber}` };
}

const isOrderSection = (context: Context, params: LoaderFunctionArgs['params']) =>
  sectionOfSlug(params.section, context.tenant.config.clientRuntimeConfig.locale) === 'orders';

/** §2 profile-sub: a page below a profile section: the address book's add and edit pages. */
async function addressPage(request: Request, context: Context, params: LoaderFunctionArgs['params']) {
  if (hasSessionExpiredCookie(request)) throw await redirectToLogin(context, request);
  const customer = await requireCustomer(context, request);
  const locale = context.tenant.config.clientRuntimeConfig.locale;
  if (sectionOfSlug(params.section, locale) !== 'addresses') throw await notFound(context, request);
  const listPath = profileSectionPath(
    await requireRoutePath(context, request, 'profile'),
    'addresses',
    locale,
  );
  // §4: a new address starts with the customer's name.
  const prefill = { firstName: customer.firstName, lastName: customer.lastName ?? undefined };
  if (params.sub === profileSlugs(locale).newAddress) return { listPath, address: undefined, prefill };
  const addresses = await withLogin(context, request, () => context.customer.listAddresses());
  const address = addresses.find((candidate) => candidate.id === params.sub);
  if (!address) throw await notFound(context, request);
  return { listPath, address, prefill };
}

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const canonicalUrl = canonicalUrlOf(request);
  if (isOrderSection(context, params)) {
    const { order, listPath } = await orderPage(request, context, params);
    const title = context.t('customerOrders.orderTitle', { number: order.orderNumber });
    return data({
      page: 'order' as const,
      title,
      canonicalUrl,
      listPath,
      order,
      addOnOpen: isAddOnOpen(order),
      // Decision 0084: the second step of "Bestellung stornieren", as a plain link.
      confirmCancel: new URL(request.url).searchParams.get('confirmCancel') === '1',
    });
  }
  const { listPath, address, prefill } = await addressPage(request, context, params);
  const title = context.t(address ? 'account.address.editTitle' : 'account.address.addTitle');
  const locale = context.tenant.config.clientRuntimeConfig.locale;
  // The form shows the phone as §5 displays it.
  const shown = address && withDisplayPhone(address, locale);
  return data({ page: 'address' as const, title, canonicalUrl, listPath, address: shown, prefill });
}

export async function action({ request, params, context }: ActionFunctionArgs) {
  if (isOrderSection(context, params)) {
    const { order, orderPath } = await orderPage(request, context, params);
    const intent = parseWithZod(await request.formData(), { schema: intentSchema(orderIntents, context.t) });
    if (intent.status !== 'success') return data({ result: intent.reply() }, { status: 400 });
    const input = { request, context, order, orderPath };
    switch (intent.value) {
      case 'order-again':
        throw await orderAgain(input);
      case 'order-add-on':
        throw await addToOrder(input);
      case 'order-cancel':
        return cancelOrder(input);
    }
  }
  const { listPath, address } = await addressPage(request, context, params);
  const formData = await request.formData();
  const intent = parseWithZod(formData, { schema: intentSchema(['address-save'], context.t) });
  if (intent.status !== 'success') return data({ result: intent.reply() }, { status: 400 });
  switch (intent.value) {
    case 'address-save': {
      const locale = context.tenant.config.clientRuntimeConfig.locale;
      const schema = createAddressSchema(context.t, locale, phoneNormalizer(locale));
      const submission = parseWithZod(formData, { schema });
      if (submission.status !== 'success') return data({ result: submission.reply() }, { status: 400 });
      const { id: _ignored, category, primary, ...fields } = submission.value;
      try {
        if (address) await context.customer.updateAddress(address.category, { ...fields, id: address.id });
        else await context.customer.createAddress(category, { ...fields, primary });
      } catch (error) {
        if (isUnauthenticated(error)) throw await redirectToLogin(context, request);
        return replyWithApiError(submission, error, context.t);
      }
      throw await redirectWithToast(
        listPath,
        { type: 'success', message: context.t('account.address.saved') },
        { request },
      );
    }
  }
}

export default function ProfileSubPage() {
  const page = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const { t } = useTranslation();
  const result = actionData && 'result' in actionData ? actionData.result : undefined;
  if (page.page === 'order')
    return (
      <ProfileLayout current="orders" heading={page.title}>
        <FormErrors id="order-errors" errors={errorsOf(result)} />
        <OrderDetail
          order={page.order}
          listPath={page.listPath}
          addOnOpen={page.addOnOpen}
          confirmCancel={page.confirmCancel}
          cancelRefusal={actionData && 'cancelRefusal' in actionData ? actionData.cancelRefusal : undefined}
        />
      </ProfileLayout>
    );
  const { listPath, address, prefill } = page;
  return (
    <ProfileLayout
      current="addresses"
      heading={t(address ? 'account.address.editTitle' : 'account.address.addTitle')}
    >
      <AddressForm address={address} prefill={prefill} lastResult={result} cancelPath={listPath} />
    </ProfileLayout>
  );
}

export const meta = accountMeta;

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
