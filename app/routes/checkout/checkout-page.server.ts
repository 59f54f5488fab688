import { redirect, type AppLoadContext } from '@remix-run/node';
import type { Cart } from '../../../backend/src/schemas/cart.js';
import type { CustomerAddress } from '../../../backend/src/schemas/customer.js';
import { validatedCart } from '~/routes/cart/validated-cart.server';
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
  // §2: entering checkout with a finalized cart resets it (a payment given up, the back button).
  let current = await carts.getCart();
  if (current.cartStatus === 'FINALIZED') {
    await checkout.reset();
    current = await carts.getCart();
  }
  const [{ cartDTO: cart, errors }, customer] = await Promise.all([
    validatedCart(carts, current),
    getOptionalCustomer(context, request),
  ]);
  const cartPath = await requireRoutePath(context, request, 'cart');
  if (cart.productLineItems.length === 0) throw redirect(cartPath);
  const pickup = cart.distributionAddress?.distributionType === 'CLICK_AND_COLLECT';
  const [{ methods }, addresses, stores, savedCards, wallet] = await Promise.all([
    checkout.listPaymentMethods(),
    customer ? context.customer.listAddresses() : Promise.resolve([] as CustomerAddress[]),
    pickup ? carts.listCheckoutStores().then((answer) => answer.stores) : Promise.resolve([]),
    // Decision 0075: a customer's usable saved cards come first in the payment choice.
    customer ? checkout.listSavedPaymentMethods().then((list) => list.activeMethods) : Promise.resolve(null),
    // Issue 34: the wallet's balance and the gift cards that can pay, in the payment choice.
    customer ? context.wallet.getWallet() : Promise.resolve(null),
  ]);
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
