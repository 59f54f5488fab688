import { and, asc, eq } from 'drizzle-orm';
import { isMember } from '../../carts/cart-request.js';
import { loadCart } from '../../carts/cart-repository.js';
import { viewCart } from '../../carts/cart-view.js';
import { resolveDistributionAddress } from '../../carts/distribution-address.js';
import { bookTimeSlot } from '../../carts/time-slot-booking.js';
import type { Transaction } from '../../db/database.js';
import { cartLineItems, carts } from '../../db/schema/carts.js';
import { products } from '../../db/schema/catalogue.js';
import { customers } from '../../db/schema/customers.js';
import { listTimeSlots } from '../../distribution/time-slots.js';
import { placeOrder } from '../../orders/order-placement.js';
import { cartAddressSchema, type CartAddress, type DistributionAddressBody } from '../../schemas/cart.js';
import { demoMemberEmail } from '../customers/insert-customers.js';

// Issue 7: orders for the tracking block, placed as a shopper's cart would be, their windows in
// the days after seeding so the demo shows upcoming orders. Issue 36: two more are placed as the
// checkout places an order paid outside the provider (at the door, at the store), in the store and
// the delivery area of the demo picker Paula, so the staff area has orders to pick.

export const demoOrderNumbers = {
  de: {
    delivery: '100000101',
    clickAndCollect: '100000102',
    guest: '100000103',
    toPickDelivery: '100000104',
    toPickCollect: '100000105',
  },
  en: {
    delivery: '200000101',
    clickAndCollect: '200000102',
    guest: '200000103',
    toPickDelivery: '200000104',
    toPickCollect: '200000105',
  },
} as const satisfies Record<string, Record<string, string>>;

export const demoGuestOrderEmail = 'lena.gast@example.at';
export const demoToPickOrderEmail = 'karl.klein@example.at';

type DemoOrderPlan = {
  orderNumber: string;
  customerEmail: string | null;
  distribution: DistributionAddressBody;
  billing: {
    firstName: string;
    lastName: string;
    email: string;
    street: [string, string];
    postalCode: string;
  };
  /** The first window starting this many days after seeding is booked. */
  daysAhead: number;
  /** Offsets into the orderable products by sku, and the pieces of each. */
  items: [offset: number, quantity: number][];
  /** Offsets into the available weight articles by sku, and about this many grams of each. */
  weighed?: [offset: number, grams: number][];
  hoursAgo: number;
  /** Placed as an order paid outside the provider (decision 0035), to be picked (issue 36). */
  paidOutside?: 'payment-at-the-door' | 'payment-at-the-store';
};

type DemoNumbers = (typeof demoOrderNumbers)[keyof typeof demoOrderNumbers];

/** A guest delivered to and billed at Favoritenstraße 120, 1100 Wien (delivery area 103). */
function favoritenGuest(firstName: string, lastName: string, email: string, phoneNumber: string) {
  const street = { streetName: 'Favoritenstraße', streetNumber: '120', postalCode: '1100' };
  return {
    distribution: {
      distributionType: 'DELIVERY',
      ...street,
      city: 'Wien',
      firstName,
      lastName,
      email,
      phoneNumber,
    },
    billing: {
      firstName,
      lastName,
      email,
      street: [street.streetName, street.streetNumber] as [string, string],
      postalCode: street.postalCode,
    },
  } satisfies Pick<DemoOrderPlan, 'distribution' | 'billing'>;
}

function plansFor(numbers: DemoNumbers): DemoOrderPlan[] {
  const anna = {
    firstName: 'Anna',
    lastName: 'Muster',
    email: demoMemberEmail,
    street: ['Mariahilfer Straße', '12'] as [string, string],
    postalCode: '1070',
  };
  return [
    {
      orderNumber: numbers.delivery,
      customerEmail: demoMemberEmail,
      distribution: {
        distributionType: 'DELIVERY',
        streetName: 'Neubaugasse',
        streetNumber: '12',
        postalCode: '1070',
        city: 'Wien',
        door: '4',
      },
      billing: anna,
      daysAhead: 2,
      items: [
        [3, 2],
        [17, 1],
        [40, 3],
        [63, 1],
        [88, 2],
      ],
      hoursAgo: 20,
    },
    {
      orderNumber: numbers.clickAndCollect,
      customerEmail: demoMemberEmail,
      distribution: { distributionType: 'CLICK_AND_COLLECT', storeId: '10701' },
      billing: anna,
      daysAhead: 1,
      items: [
        [9, 1],
        [25, 2],
        [51, 1],
      ],
      hoursAgo: 5,
    },
    {
      orderNumber: numbers.guest,
      customerEmail: null,
      ...favoritenGuest('Lena', 'Gast', demoGuestOrderEmail, '+436601234567'),
      daysAhead: 3,
      items: [
        [12, 4],
        [33, 1],
        [71, 2],
        [95, 1],
      ],
      hoursAgo: 2,
    },
    ...toPickPlans(numbers),
  ];
}

/** Issue 36: a guest's delivery to Paula's area 103 and a pickup at her store 11001, a day ahead. */
function toPickPlans(numbers: DemoNumbers): DemoOrderPlan[] {
  const karl = favoritenGuest('Karl', 'Klein', demoToPickOrderEmail, '+436607654321');
  return [
    {
      orderNumber: numbers.toPickDelivery,
      customerEmail: null,
      ...karl,
      daysAhead: 1,
      items: [
        [7, 3],
        [28, 2],
        [64, 1],
      ],
      weighed: [
        [0, 500],
        [1, 750],
      ],
      hoursAgo: 3,
      paidOutside: 'payment-at-the-door',
    },
    {
      orderNumber: numbers.toPickCollect,
      customerEmail: null,
      distribution: { distributionType: 'CLICK_AND_COLLECT', storeId: '11001' },
      billing: karl.billing,
      daysAhead: 1,
      items: [
        [15, 2],
        [46, 1],
        [80, 2],
      ],
      weighed: [[2, 400]],
      hoursAgo: 1,
      paidOutside: 'payment-at-the-store',
    },
  ];
}

const availableProducts = (tx: Transaction, tenantId: string, weightArticle: boolean) =>
  tx
    .select({ sku: products.sku, step: products.quantityStepSize })
    .from(products)
    .where(
      and(
        eq(products.tenantId, tenantId),
        eq(products.availability, 'available'),
        eq(products.weightArticle, weightArticle),
      ),
    )
    .orderBy(asc(products.sku));

type Orderable = { pieces: { sku: string }[]; weighed: { sku: string; step: number }[] };

export async function insertDemoOrders(
  tx: Transaction,
  tenantId: string,
  currency: string,
  now: Date = new Date(),
) {
  const numbers = demoOrderNumbers[tenantId as keyof typeof demoOrderNumbers];
  if (!numbers) return;
  const orderable = {
    pieces: await availableProducts(tx, tenantId, false),
    weighed: await availableProducts(tx, tenantId, true),
  };
  for (const plan of plansFor(numbers))
    await placeDemoOrder(tx, { tenantId, currency }, plan, orderable, now);
}

async function placeDemoOrder(
  tx: Transaction,
  { tenantId, currency }: { tenantId: string; currency: string },
  plan: DemoOrderPlan,
  orderable: Orderable,
  now: Date,
) {
  const [customer] = plan.customerEmail
    ? await tx
        .select({ id: customers.id })
        .from(customers)
        .where(and(eq(customers.tenantId, tenantId), eq(customers.email, plan.customerEmail)))
    : [];
  const distributionAddress = await resolveDistributionAddress(tx, tenantId, plan.distribution);
  const [cart] = await tx
    .insert(carts)
    .values({
      tenantId,
      customerId: customer?.id ?? null,
      distributionAddress,
      billingAddress: billingAddressOf(plan, distributionAddress),
    })
    .returning();
  if (!cart) throw new Error(`demo order ${plan.orderNumber} not inserted`);
  await tx.insert(cartLineItems).values([
    ...plan.items.map(([offset, quantity]) => ({
      cartId: cart.id,
      sku: orderable.pieces[offset]!.sku,
      quantity,
    })),
    ...(plan.weighed ?? []).map(([offset, grams]) => {
      const { sku, step } = orderable.weighed[offset]!;
      return { cartId: cart.id, sku, quantity: Math.max(step, Math.round(grams / step) * step) };
    }),
  ]);

  const appointableId =
    distributionAddress.distributionType === 'CLICK_AND_COLLECT'
      ? distributionAddress.storeId!
      : distributionAddress.deliveryAreaNumber!;
  const from = now.getTime() + plan.daysAhead * 24 * 60 * 60 * 1000;
  const slot = (
    await listTimeSlots(tx, tenantId, {
      distributionType: distributionAddress.distributionType,
      appointableId,
    })
  ).find((candidate) => Date.parse(candidate.start) >= from);
  if (!slot) throw new Error(`no window for demo order ${plan.orderNumber}`);
  const booking = await bookTimeSlot(tx, cart, slot.id, { holdMinutes: 60, now });
  if (!booking.booked) throw new Error(`demo order ${plan.orderNumber}: window refused (${booking.code})`);

  const [booked] = await tx.select().from(carts).where(eq(carts.id, cart.id));
  // Priced as the shopper's cart was: loyalty prices for a member (§3).
  const member = await isMember(tx, tenantId, cart.customerId);
  const priced = viewCart(await loadCart(tx, booked!), { member, now });
  const placedAt = new Date(now.getTime() - plan.hoursAgo * 60 * 60 * 1000);
  if (plan.paidOutside) {
    // Finalized and placed as the checkout does for a method settled outside the provider: a real
    // order (its slot place kept), which the staff area lists and nobody's provider records.
    await tx
      .update(carts)
      .set({
        status: 'FINALIZED',
        finalizedCart: { ...priced, cartStatus: 'FINALIZED' },
        amountToPay: priced.priceInfo.totalWithSurcharge,
        finalizedAt: placedAt,
        updatedAt: placedAt,
      })
      .where(eq(carts.id, cart.id));
    await placeOrder(tx, cart.id, null, { settledOutside: plan.paidOutside, currency }, placedAt, {
      orderNumber: plan.orderNumber,
    });
    return;
  }
  const { priceInfo } = priced;
  await tx
    .update(carts)
    .set({
      status: 'ORDERED',
      orderNumber: plan.orderNumber,
      orderedAt: placedAt,
      orderTotal: priceInfo.total,
      // An order keeps its window's place for good: no hold to run out.
      slotHold: null,
      slotHeldUntil: null,
      updatedAt: now,
    })
    .where(eq(carts.id, cart.id));
}

function billingAddressOf(plan: DemoOrderPlan, distribution: CartAddress): CartAddress {
  const { street, ...person } = plan.billing;
  return cartAddressSchema.parse({
    ...person,
    distributionType: distribution.distributionType,
    streetName: street[0],
    streetNumber: street[1],
    city: 'Wien',
    countryCode: 'AT',
  });
}
