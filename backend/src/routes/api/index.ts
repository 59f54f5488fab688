import type { FastifyPluginAsync } from 'fastify';
import { answerRouteNotFound } from '../../plugins/app/error-handler.js';
import { ForbiddenError } from '../../errors.js';
import { apiErrorCodes } from '../../schemas/error.js';
import { isXsrfRequestValid, xsrfCookieName, xsrfHeaderName } from '../../xsrf/xsrf-token.js';
import type { AccountOptions } from '../../customers/account-options.js';
import type { UploadStorage } from '../../contact/upload-storage.js';
import authRoutes from './auth/index.js';
import customerRoutes from './customers/index.js';
import catalogueRoutes from './catalogue/products.js';
import contactRoutes from './contact/index.js';
import recipeRoutes from './catalogue/recipes.js';
import contentConfigRoutes from './content/configs.js';
import contentPageRoutes from './content/pages.js';
import cartRoutes from './carts/index.js';
import paymentMethodRoutes from './customers/payment-methods.js';
import checkoutRoutes from './checkout.js';
import orderCancellationRoutes from './orders/cancellation.js';
import orderConfirmationRoutes from './orders/confirmation.js';
import contentVoucherRoutes from './content/vouchers.js';
import csrfRoutes from './csrf.js';
import distributionAreaRoutes from './distribution/areas.js';
import capacityRoutes from './distribution/capacity.js';
import mapsRoutes from './distribution/maps.js';
import storeFinderRoutes from './distribution/store-finder.js';
import newsletterRoutes from './newsletter.js';
import questionnaireRoutes from './questionnaires.js';
import orderRoutes from './orders/index.js';
import searchRoutes from './search.js';
import deliveryPassRoutes from './delivery-pass.js';
import staffRoutes from './staff/index.js';
import staffOrderRoutes from './staff/orders.js';

const stateChangingMethods = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

export type ApiRoutesOptions = {
  xsrfSecret: string;
  secureCookies: boolean;
  accounts: AccountOptions;
  uploadStorage: UploadStorage;
};

// Everything under /api. The XSRF check guards this subtree only (/logs stays outside, §7).
const apiRoutes: FastifyPluginAsync<ApiRoutesOptions> = async (fastify, options) => {
  fastify.addHook('onRequest', async (request) => {
    if (!stateChangingMethods.has(request.method)) return;
    const header = request.headers[xsrfHeaderName];
    const valid = isXsrfRequestValid(
      request.cookies[xsrfCookieName],
      typeof header === 'string' ? header : undefined,
      options.xsrfSecret,
    );
    if (!valid)
      throw new ForbiddenError('Missing or invalid XSRF token', { code: apiErrorCodes.xsrfTokenInvalid });
  });
  // Unknown /api routes pass the XSRF check first, so a forged request learns nothing.
  fastify.setNotFoundHandler(answerRouteNotFound);

  await fastify.register(csrfRoutes, {
    xsrfSecret: options.xsrfSecret,
    secureCookies: options.secureCookies,
  });
  await fastify.register(contentPageRoutes);
  await fastify.register(contentConfigRoutes);
  await fastify.register(contentVoucherRoutes);
  await fastify.register(catalogueRoutes);
  await fastify.register(recipeRoutes);
  await fastify.register(searchRoutes);
  await fastify.register(authRoutes, options.accounts);
  await fastify.register(customerRoutes, options.accounts);
  await fastify.register(paymentMethodRoutes, { storefrontUrl: options.accounts.storefrontUrl });
  await fastify.register(distributionAreaRoutes);
  await fastify.register(mapsRoutes);
  await fastify.register(storeFinderRoutes);
  await fastify.register(capacityRoutes);
  await fastify.register(cartRoutes, { secureCookies: options.secureCookies });
  await fastify.register(checkoutRoutes, { storefrontUrl: options.accounts.storefrontUrl });
  await fastify.register(orderRoutes);
  await fastify.register(orderConfirmationRoutes);
  await fastify.register(orderCancellationRoutes);
  await fastify.register(newsletterRoutes, options.accounts);
  await fastify.register(contactRoutes, { ...options.accounts, uploadStorage: options.uploadStorage });
  await fastify.register(questionnaireRoutes);
  await fastify.register(deliveryPassRoutes);
  await fastify.register(staffRoutes, { recaptcha: options.accounts.recaptcha });
  await fastify.register(staffOrderRoutes);
};

export default apiRoutes;
