import type { ActionFunctionArgs, AppLoadContext } from '@remix-run/node';
import { describe, expect, it, vi } from 'vitest';
import '../../../tests/storefront/console-guard';
import type { DistributionAddressBody } from '../../../backend/src/schemas/cart.js';
import { de } from '../../../backend/src/seed/messages/de.js';
import { cart, cartAddress, lineItem, promptTenant } from '../../../tests/storefront/cart-test-support';
import { productSummary } from '../../../tests/storefront/catalogue-test-support';
import { getI18nInstance } from '~/i18n';
import { ApiError } from '~/services/api-errors.server';
import { getToast } from '~/sessions.server';
import { action as cartPageAction } from '~/routes/cart/route';
import { action as promptAction } from './route';
import { action as cartItemAction } from '~/routes/resources.cart';

// §4 service selection and adding a product, through the actions a shopper's forms post to.

const milk = productSummary({ sku: '100001', name: 'Vollmilch', maxQuantity: 6 });

/** A guest's cart at the API: no service until an address or a store is set. */
function shop(mode: 'optional' | 'mandatory') {
  let address: ReturnType<typeof cartAddress> | null = null;
  const addItem = vi.fn(async () => ({
    result: 'added',
    cart: cart({ productLineItems: [lineItem({ product: milk })], distributionAddress: address }),
  }));
  const setDistributionAddress = vi.fn(async (body: DistributionAddressBody) => {
    if ('postalCode' in body && body.postalCode === '9999')
      throw new ApiError(400, 'OUTSIDE_DELIVERY_AREA', 'outside');
    address = cartAddress();
    return cart({ distributionAddress: address });
  });
  const context = {
    cart: {
      addItem,
      setDistributionAddress,
      getCart: async () => cart({ distributionAddress: address }),
      getDistributionType: async () => ({ distributionType: address?.distributionType ?? null }),
    },
    tenant: promptTenant(mode),
    t: getI18nInstance('de', de).t,
  } as unknown as AppLoadContext;
  return { context, addItem, setDistributionAddress };
}

/** The browser's cookies: what the answers set is sent with the next post. */
function browser() {
  const cookies = new Map<string, string>();
  return {
    post(url: string, fields: Record<string, string>) {
      const headers = { Cookie: [...cookies].map(([name, value]) => `${name}=${value}`).join('; ') };
      return new Request(`http://shop.test${url}`, {
        method: 'POST',
        body: new URLSearchParams(fields),
        headers,
      });
    },
    keep(response: Response) {
      for (const cookie of response.headers.getSetCookie()) {
        const [pair] = cookie.split(';');
        const [name, ...value] = pair!.split('=');
        cookies.set(name!, value.join('='));
      }
      return response;
    },
    toast: (response: Response) =>
      getToast(
        new Request('http://shop.test/', { headers: { Cookie: response.headers.getSetCookie().join('; ') } }),
      ),
  };
}

const addMilk = { sku: '100001', quantity: '1', name: 'Vollmilch', redirectTo: '/kategorie/milch' };
const address = { streetName: 'Favoritenstraße', streetNumber: '120', postalCode: '1100', city: 'Wien' };
const run = (handler: (args: ActionFunctionArgs) => unknown, request: Request, context: AppLoadContext) =>
  handler({ request, context, params: {} }) as Promise<Response>;

describe('adding a product without delivery or pickup (§4)', () => {
  it('refuses a tampered quantity with a translated message and adds nothing', async () => {
    const { context, addItem } = shop('optional');
    const shopper = browser();
    const refusal: unknown = await run(
      cartItemAction,
      shopper.post('/resources/cart', { ...addMilk, quantity: '-5', stay: '1' }),
      context,
    );
    // Before any service-selection prompt: a bad quantity is refused as it stands.
    expect(refusal).toMatchObject({ data: { error: 'Bitte gib für Vollmilch eine gültige Menge ein.' } });
    expect(addItem).not.toHaveBeenCalled();
  });

  it('mandatory: sends the shopper to the prompt, plain form and fetcher alike, and adds nothing yet', async () => {
    const { context, addItem } = shop('mandatory');
    const shopper = browser();
    for (const fields of [addMilk, { ...addMilk, stay: '1' }]) {
      const response = shopper.keep(
        await run(cartItemAction, shopper.post('/resources/cart', fields), context),
      );
      expect(response.status).toBe(302);
      expect(response.headers.get('Location')).toBe('/warenkorb/service');
    }
    expect(addItem).not.toHaveBeenCalled();
  });

  it('adds the pending item once an address is set in the prompt, and returns the shopper with a toast', async () => {
    const { context, addItem, setDistributionAddress } = shop('mandatory');
    const shopper = browser();
    shopper.keep(await run(cartItemAction, shopper.post('/resources/cart', addMilk), context));
    const answer = await run(
      promptAction,
      shopper.post('/warenkorb/service', { intent: 'set-delivery', ...address }),
      context,
    );
    expect(setDistributionAddress).toHaveBeenCalledWith({ distributionType: 'DELIVERY', ...address });
    expect(addItem).toHaveBeenCalledWith({ sku: '100001', quantity: 1 });
    expect(answer.headers.get('Location')).toBe('/kategorie/milch');
    expect((await shopper.toast(answer)).toast).toMatchObject({
      type: 'success',
      message: 'Vollmilch liegt im Warenkorb.',
    });
  });

  it('shows a refused address next to the form and keeps the item waiting', async () => {
    const { context, addItem } = shop('mandatory');
    const shopper = browser();
    shopper.keep(await run(cartItemAction, shopper.post('/resources/cart', addMilk), context));
    const refused = (await promptAction({
      request: shopper.post('/warenkorb/service', { intent: 'set-delivery', ...address, postalCode: '9999' }),
      context,
      params: {},
    })) as unknown as { data: { result: { error: Record<string, string[]> } }; init: ResponseInit };
    expect(refused.init.status).toBe(400);
    expect(refused.data.result.error['']).toEqual(['An diese Adresse liefern wir leider noch nicht.']);
    expect(addItem).not.toHaveBeenCalled();
  });

  it('mandatory: declining answers abortedserviceselection, and the cart page adds the item once the address is set', async () => {
    const { context, addItem } = shop('mandatory');
    const shopper = browser();
    shopper.keep(await run(cartItemAction, shopper.post('/resources/cart', addMilk), context));
    const declined = await run(
      promptAction,
      shopper.post('/warenkorb/service', { intent: 'decline' }),
      context,
    );
    expect(declined.headers.get('Location')).toBe('/kategorie/milch');
    expect((await shopper.toast(declined)).toast).toMatchObject({
      type: 'warning',
      message: de.servicePrompt.result.abortedserviceselection,
    });
    expect(addItem).not.toHaveBeenCalled();

    const onCartPage = await run(
      cartPageAction,
      shopper.post('/warenkorb', { intent: 'set-delivery', ...address }),
      context,
    );
    expect(addItem).toHaveBeenCalledWith({ sku: '100001', quantity: 1 });
    expect(onCartPage.headers.get('Location')).toBe('/warenkorb');
  });

  it('optional: adds four products straight away, asks on the fifth, and declining adds it anyway', async () => {
    const { context, addItem } = shop('optional');
    const shopper = browser();
    const locations: (string | null)[] = [];
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      const response = shopper.keep(
        await run(cartItemAction, shopper.post('/resources/cart', addMilk), context),
      );
      locations.push(response.headers.get('Location'));
    }
    expect(locations).toEqual([...Array(4).fill('/kategorie/milch'), '/warenkorb/service']);
    expect(addItem).toHaveBeenCalledTimes(4);
    const declined = await run(
      promptAction,
      shopper.post('/warenkorb/service', { intent: 'decline' }),
      context,
    );
    expect(addItem).toHaveBeenCalledTimes(5);
    expect(declined.headers.get('Location')).toBe('/kategorie/milch');
  });

  it('declining with nothing waiting goes home without a warning', async () => {
    const { context } = shop('mandatory');
    const shopper = browser();
    const declined = await run(
      promptAction,
      shopper.post('/warenkorb/service', { intent: 'decline' }),
      context,
    );
    expect(declined.headers.get('Location')).toBe('/');
    expect((await shopper.toast(declined)).toast).toBeNull();
  });

  it('answers an unknown intent with a translated message on the prompt, never an internal text', async () => {
    const { context, addItem } = shop('mandatory');
    const answer = (await promptAction({
      request: browser().post('/warenkorb/service', { intent: 'bogus' }),
      context,
      params: {},
    })) as unknown as { data: unknown; init: ResponseInit | null };
    expect(answer.init?.status).toBe(400);
    expect(answer.data).toMatchObject({
      intent: null,
      result: { error: { '': [de.validation.unknownIntent] } },
    });
    expect(addItem).not.toHaveBeenCalled();
  });
});

describe('the chooser’s page behind the cart’s “ändern” (issue 19, decision 0047)', () => {
  it('sends the shopper back to the cart after a new service, and adds what waited', async () => {
    const { context, addItem } = shop('mandatory');
    const shopper = browser();
    shopper.keep(await run(cartItemAction, shopper.post('/resources/cart', addMilk), context));
    const answer = await run(
      promptAction,
      shopper.post('/warenkorb/service?change=1', { intent: 'set-pickup', storeId: '11001' }),
      context,
    );
    expect(answer.headers.get('Location')).toBe('/warenkorb');
    expect(addItem).toHaveBeenCalledWith({ sku: '100001', quantity: 1 });
  });

  it('books a slot and goes back to the cart; a refused slot stays on the page with its message', async () => {
    const { context } = shop('optional');
    const bookTimeSlot = vi.fn(async (slotId: string) => {
      if (slotId === 'full') throw new ApiError(400, '022', 'full');
      return cart();
    });
    Object.assign(context.cart, { bookTimeSlot });
    const booked = await run(
      promptAction,
      browser().post('/warenkorb/service?change=1&part=slot', { intent: 'book-slot', slotId: 'slot-7' }),
      context,
    );
    expect(bookTimeSlot).toHaveBeenCalledWith('slot-7');
    expect(booked.headers.get('Location')).toBe('/warenkorb');

    const refused = (await promptAction({
      request: browser().post('/warenkorb/service?change=1&part=slot', {
        intent: 'book-slot',
        slotId: 'full',
      }),
      context,
      params: {},
    })) as unknown as {
      data: { intent: string; result: { error: Record<string, string[]> } };
      init: ResponseInit;
    };
    expect(refused.init.status).toBe(400);
    expect(refused.data.intent).toBe('book-slot');
    expect(refused.data.result.error[''] ?? []).toHaveLength(1);
  });
});
