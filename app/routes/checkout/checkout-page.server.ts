import { redirect, type AppLoadContext } from '@remix-run/node';
import { cartErrorCodes, type Cart } from '../../../backend/src/schemas/cart.js';
import type { CustomerAddress } from '../../../backend/src/schemas/customer.js';
import { validatedCart } from '~/routes/cart/validated-cart.server';
import { ApiError } from '~/services/api-errors.server';
import { getOptionalCustomer } from '~/utils/auth.server';
import { requireRoutePath, routePath } from '~/utils/route-paths.server';
import { withDisplayPhone } from '~/utils/phone.server';
import { paymentErrorMessage } from './payment-error';
import { payingGiftCardsOf } from './gift-card-split';
import { checkoutTracking } from '~/utils/tracking.server';

export async function loadCheckoutPage(context: AppLoadContext, request: Request) {
  const { cart: carts, checkout, t, tenant } = context;
  const locale = tenant.config.clientRuntimeConfig.locale;
  const query = new URL(request.url).searchParams;
  // Issue 39: the cart (the root's badge asks for the same answer), the payment methods and the
  // customer's part are asked for at once, not one after the other.
  const [opened, methodsAnswer, { customer, addresses, savedCards, wallet }] = await Promise.all([
    openCart(context),
    checkout.listPaymentMethods().catch(withoutCart),
    customerPart(context, request),
  ]);
  const { cartDTO: cart, errors } = opened;
  const cartPath = await requireRoutePath(context, request, 'cart');
  if (cart.productLineItems.length === 0) throw redirect(cartPath);
  const { methods } = methodsAnswer ?? (await checkout.listPaymentMethods());
  const pickup = cart.distributionAddress?.distributionType === 'CLICK_AND_COLLECT';
  const stores = pickup ? (await carts.listCheckoutStores()).stores : [];
  const loginPath = routePath(context, 'login');
  const checkoutPath = new URL(request.url).pathname;
  return {
    cart,
    errors,
    methods,
    savedCards,
    wallet: wallet ? { balance: wallet.balance, giftCards: payingGiftCardsOf(wallet.giftCards) } : null,
    customer: customer
      ? { email: customer.email, firstName: customer.firstName, lastName: customer.lastName }
      : null,
    billingAddresses: addresses.filter((address) => address.category !== 'delivery'),
    // The form shows the phone as §5 displays it.
    billingDefaults: withDisplayPhone(billingDefaultsOf(cart, customer, addresses), locale),
    store: stores.find((store) => store.storeId === cart.distributionAddress?.storeId) ?? null,
    cartPath,
    loginHref: loginPath
      ? `${loginPath}?${new URLSearchParams({ returnUrl: checkoutPath, forwardToCheckout: 'true' })}`
      : null,
    paymentError: paymentErrorMessage(t, query),
    meta: { title: t('checkout.title'), noIndex: true },
    // Issue 37: begin_checkout, and the service, slot and payment chosen so far, for the dataLayer.
    trackingEvents: checkoutTracking(context, request, cart),
  };
}

/**
 * §2: entering checkout with a finalized cart resets it (a payment given up, the back button).
 * Issue 39: the cart and its problems in one call (the root's badge reads the same answer); a
 * shopper without a cart (400, 404) gets one as on the cart page.
 */
async function openCart({ cart: carts, checkout }: AppLoadContext) {
  const validated = await carts.validate().catch((error: unknown) => {
    if (error instanceof ApiError && (error.status === 404 || error.status === 400)) return null;
    throw error;
  });
  if (!validated) return validatedCart(carts);
  const { cartDTO } = validated;
  if (cartDTO.cartStatus === 'FINALIZED') return validatedCart(carts, await checkout.reset());
  // §4: a cart that is not open (ordered meanwhile) is not validated.
  return cartDTO.cartStatus === 'OPEN' ? validated : { cartDTO, errors: [] };
}

/** A shopper without a cart yet has no payment methods; the page then sends her to the cart. */
function withoutCart(error: unknown): null {
  if (error instanceof ApiError && error.code === cartErrorCodes.cartMissing) return null;
  throw error;
}

/** The logged-in customer and what the page offers her: saved addresses, cards and wallet. */
async function customerPart(context: AppLoadContext, request: Request) {
  const customer = await getOptionalCustomer(context, request);
  if (!customer) return { customer, addresses: [] as CustomerAddress[], savedCards: null, wallet: null };
  const [addresses, savedCards, wallet] = await Promise.all([
    context.customer.listAddresses(),
    // Decision 0075: a customer's usable saved cards come first in the payment choice.
    context.checkout.listSavedPaymentMethods().then((list) => list.activeMethods),
    // Issue 34: the wallet's balance and the gift cards that can pay, in the payment choice.
    context.wallet.getWallet(),
  ]);
  return { customer, addresses, savedCards, wallet };
}

type Defaults = Partial<Record<string, string>>;

/** Billing address given before, else the primary billing address, else the delivery address. */
function billingDefaultsOf(
  cart: Cart,
  customer: { email: string; firstName: string; lastName: string | null } | null,
  addresses: CustomerAddress[],
): Defaults {
  const given = cart.billingAddress;
  if (given?.streetName) return pickFields(given);
  const saved =
    addresses.find((address) => address.primary && address.category !== 'delivery') ??
    addresses.find((address) => address.category !== 'delivery');
  const email = given?.email ?? customer?.email ?? '';
  const phoneNumber = given?.phoneNumber ?? '';
  if (saved) return { ...pickFields(saved), email, phoneNumber: saved.phoneNumber ?? phoneNumber };
  const delivery =
    cart.distributionAddress?.distributionType === 'DELIVERY' ? cart.distributionAddress : null;
  return {
    ...(delivery ? pickFields(delivery) : {}),
    firstName: customer?.firstName ?? '',
    lastName: customer?.lastName ?? '',
    email,
    phoneNumber,
  };
}

const billingFields = [
  'firstName',
  'lastName',
  'companyName',
  'streetName',
  'streetNumber',
  'postalCode',
  'city',
  'valueAddedTaxId',
  'email',
  'phoneNumber',
] as const;

function pickFields(source: Partial<Record<(typeof billingFields)[number], string | null>>): Defaults {
  const picked: Defaults = {};
  for (const field of billingFields) {
    const value = source[field];
    if (value) picked[field] = value;
  }
  return picked;
}
