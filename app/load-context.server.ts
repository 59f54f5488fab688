import { createApiClient } from './services/api-client.server';
import { createCartClient } from './services/cart.server';
import { createCheckoutClient } from './services/checkout.server';
import { createCatalogueClient } from './services/catalogue.server';
import { createContactClient } from './services/contact.server';
import { createContentClient } from './services/content.server';
import { createCustomerClient } from './services/customer.server';
import { createLogClient } from './services/logs.server';
import { createNewsletterClient } from './services/newsletter.server';
import { createQuestionnaireClient } from './services/questionnaire.server';
import { createOrderClient } from './services/orders.server';
import { createPaymentMethodsClient } from './services/payment-methods.server';
import { createPhysicalCardClient } from './services/physical-card.server';
import { createSearchClient } from './services/search.server';
import { createStoreFinderClient } from './services/store-finder.server';
import { createTrackingClient } from './services/tracking.server';
import { createWalletClient } from './services/wallet.server';
import { createDeliveryPassClient } from './services/delivery-pass.server';
import { createStaffClient } from './services/staff.server';
import { detectLocale, translatorFor } from './i18n.server';
import type { LoadContextInput } from './tenant';

/**
 * The load context of one request (Hydrogen style): the tenant, request id, CSP nonce, the
 * shopper's language and the typed API clients. Loaders only destructure it.
 */
export async function createAppLoadContext(input: LoadContextInput) {
  const { tenant, request, requestId, nonce, clientBuild } = input;
  const locale = await detectLocale(tenant, request);
  const t = translatorFor(tenant, locale);
  const api = createApiClient({
    baseUrl: input.apiUrl,
    tenantId: tenant.id,
    requestId,
    cookie: request.headers.get('Cookie'),
    clientAddress: input.clientAddress,
    language: locale,
    onSetCookie: input.relaySetCookie,
    unavailableMessage: () => t('error.backendUnavailable'),
    signal: request.signal,
  });
  return {
    tenant,
    requestId,
    nonce,
    locale,
    t,
    clientBuild,
    refusal: input.refusal,
    content: createContentClient(api, tenant.id, tenant.config.clientRuntimeConfig.cms),
    logs: createLogClient(api),
    catalogue: createCatalogueClient(api, tenant.id),
    search: createSearchClient(api, requestId),
    customer: createCustomerClient(api),
    cart: createCartClient(api),
    orders: createOrderClient(api),
    checkout: createCheckoutClient(api),
    stores: createStoreFinderClient(api),
    contact: createContactClient(api),
    newsletter: createNewsletterClient(api),
    questionnaires: createQuestionnaireClient(api),
    wallet: createWalletClient(api),
    deliveryPass: createDeliveryPassClient(api),
    paymentMethods: createPaymentMethodsClient(api),
    physicalCard: createPhysicalCardClient(api),
    tracking: createTrackingClient(api),
    staff: createStaffClient(api),
  };
}

export type StorefrontLoadContext = Awaited<ReturnType<typeof createAppLoadContext>>;

declare module '@remix-run/node' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface AppLoadContext extends StorefrontLoadContext {}
  interface Future {
    v3_singleFetch: true;
  }
}
