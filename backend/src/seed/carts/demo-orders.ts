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
import { cartAddressSchema, type CartAddress, type DistributionAddressBody } from '../../schemas/cart.js';
import { demoMemberEmail } from '../customers/insert-customers.js';

// Issue 7: orders for the tracking block, placed as a shopper's cart would be, their windows in
// the days after seeding so the demo shows upcoming orders.

export const demoOrderNumbers = {
  de: { delivery: '100000101', clickAndCollect: '100000102', guest: '100000103' },
  en: { delivery: '200000101', clickAndCollect: '200000102', guest: '200000103' },
} as const satisfies Record<string, Record<string, string>>;

export const demoGuestOrderEmail = 'lena.gast@example.at';

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
  hoursAgo: number;
};

function plansFor(numbers: { delivery: string; clickAndCollect: string; guest: string }): DemoOrderPlan[] {
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
      distribution: {
        distributionType: 'DELIVERY',
        streetName: 'Favoritenstraße',
        streetNumber: '120',
        postalCode: '1100',
        city: 'Wien',
        firstName: 'Lena',
        lastName: 'Gast',
        email: demoGuestOrderEmail,
        phoneNumber: '+436601234567',
      },
      billing: {
        firstName: 'Lena',
        lastName: 'Gast',
        email: demoGuestOrderEmail,
        street: ['Favoritenstraße', '120'],
        postalCode: '1100',
      },
      daysAhead: 3,
      items: [
        [12, 4],
        [33, 1],
        [71, 2],
        [95, 1],
      ],
      hoursAgo: 2,
    },
  ];
}

export async function insertDemoOrders(tx: Transaction, tenantId: string, now: Date = new Date()) {
  const numbers = demoOrderNumbers[tenantId as keyof typeof demoOrderNumbers];
  if (!numbers) return;
  const orderable = await tx
    .select({ sku: products.sku })
    .from(products)
    .where(
      and(
        eq(products.tenantId, tenantId),
        eq(products.availability, 'available'),
        eq(products.weightArticle, false),
      ),
    )
    .orderBy(asc(products.sku));
  for (const plan of plansFor(numbers)) await placeDemoOrder(tx, tenantId, plan, orderable, now);
}

async function placeDemoOrder(
  tx: Transaction,
  tenantId: string,
  plan: DemoOrderPlan,
  orderable: { sku: string }[],
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
  await tx
    .insert(cartLineItems)
    .values(
      plan.items.map(([offset, quantity]) => ({ cartId: cart.id, sku: orderable[offset]!.sku, quantity })),
    );

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
  const { priceInfo } = viewCart(await loadCart(tx, booked!), { member, now });
  await tx
    .update(carts)
    .set({
      status: 'ORDERED',
      orderNumber: plan.orderNumber,
      orderedAt: new Date(now.getTime() - plan.hoursAgo * 60 * 60 * 1000),
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
