import type { AppLoadContext } from '@remix-run/node';
import { describe, expect, it, vi } from 'vitest';
import '../../../tests/storefront/console-guard';
import { de } from '../../../backend/src/seed/messages/de.js';
import { cart, cartAddress, orderConfig } from '../../../tests/storefront/cart-test-support';
import { getI18nInstance } from '~/i18n';
import { ApiError } from '~/services/api-errors.server';
import { action, loader, shouldRevalidate } from './route';

type Answer = { data: unknown; init: ResponseInit | null };

// The pickup stores are ordered by distance to the cart's postal code (issue 19).
const storeFinder = { searchStores: vi.fn(async () => ({ stores: [] })) };

function shopWith(cartClient: Record<string, unknown>) {
  const tenant = { config: { clientRuntimeConfig: { locale: 'de-AT' } } };
  return {
    cart: cartClient,
    stores: storeFinder,
    tenant,
    t: getI18nInstance('de', de).t,
  } as unknown as AppLoadContext;
}

function post(fields: Record<string, string>, context: AppLoadContext) {
  const request = new Request('http://shop.test/warenkorb', {
    method: 'POST',
    body: new URLSearchParams(fields),
  });
  return action({ request, context, params: {} });
}

describe('the cart page', () => {
  it('does not validate a finalized cart (§4), and asks for the slots of its delivery area', async () => {
    const finalized = cart({ cartStatus: 'FINALIZED', distributionAddress: cartAddress() });
    const client = {
      getCart: vi.fn(async () => finalized),
      validate: vi.fn(),
      getOrderConfig: vi.fn(async () => orderConfig()),
      listCheckoutStores: vi.fn(async () => ({ stores: [] })),
      listTimeSlots: vi.fn(async () => ({ timeSlots: [] })),
      getEarliestTimeSlot: vi.fn(async () => ({ timeSlot: null })),
    };
    const request = new Request('http://shop.test/warenkorb');
    const answer = (await loader({ request, context: shopWith(client), params: {} })) as unknown as Answer;
    expect(client.validate).not.toHaveBeenCalled();
    expect(client.listTimeSlots).toHaveBeenCalledWith('DELIVERY', '103');
    expect(storeFinder.searchStores).toHaveBeenCalledWith({
      query: finalized.distributionAddress?.postalCode,
    });
    expect(answer.data).toMatchObject({ errors: [], cart: { cartStatus: 'FINALIZED' } });
  });

  it('gives the shopper a fresh cart when validation answers 400 or 404 (§4)', async () => {
    for (const gone of [
      new ApiError(400, 'CART_MISSING', 'There is no cart yet'),
      new ApiError(404, 'NOT_FOUND', 'no such cart'),
    ]) {
      const fresh = cart({ id: 'fresh-cart' });
      const client = {
        getCart: vi
          .fn()
          .mockResolvedValueOnce(cart({ id: 'gone-cart' }))
          .mockResolvedValueOnce(fresh),
        validate: vi.fn(async () => {
          throw gone;
        }),
        getOrderConfig: vi.fn(async () => orderConfig()),
        listCheckoutStores: vi.fn(async () => ({ stores: [] })),
      };
      const request = new Request('http://shop.test/warenkorb');
      const answer = (await loader({ request, context: shopWith(client), params: {} })) as unknown as Answer;
      expect(client.getCart).toHaveBeenCalledTimes(2);
      expect(answer.data).toMatchObject({ renewed: true, errors: [], cart: { id: 'fresh-cart' } });
    }
  });

  it('lets other validation failures reach the error page', async () => {
    const client = {
      getCart: vi.fn(async () => cart()),
      validate: vi.fn(async () => {
        throw new ApiError(409, 'CONFLICT', 'busy');
      }),
      getOrderConfig: vi.fn(async () => orderConfig()),
      listCheckoutStores: vi.fn(async () => ({ stores: [] })),
    };
    const request = new Request('http://shop.test/warenkorb');
    await expect(loader({ request, context: shopWith(client), params: {} })).rejects.toMatchObject({
      status: 409,
    });
  });

  it('refuses an empty discount code before any call (§5)', async () => {
    const client = { addDiscountCode: vi.fn(), removeDiscountCode: vi.fn() };
    const applied = (await post({ intent: 'apply-code', code: '  ' }, shopWith(client))) as unknown as Answer;
    expect(applied.init?.status).toBe(400);
    expect(JSON.stringify(applied.data)).toContain('Bitte gib einen Gutscheincode ein.');
    const removed = (await post({ intent: 'remove-code', code: '' }, shopWith(client))) as unknown as Answer;
    expect(removed.init?.status).toBe(400);
    expect(JSON.stringify(removed.data)).toContain('Bitte gib einen Gutscheincode ein.');
    expect(client.addDiscountCode).not.toHaveBeenCalled();
    expect(client.removeDiscountCode).not.toHaveBeenCalled();
  });

  it('shows a refused code with its §8 text next to the field', async () => {
    const client = {
      addDiscountCode: vi.fn(async () => {
        throw new ApiError(400, '227', 'This discount code cannot be used');
      }),
    };
    const answer = (await post(
      { intent: 'apply-code', code: 'ERSTE100' },
      shopWith(client),
    )) as unknown as Answer;
    expect(answer.data).toMatchObject({
      intent: 'apply-code',
      result: { error: { code: ['Dieser Gutscheincode wurde bereits zu oft eingelöst.'] } },
    });
  });

  it('answers an address outside the delivery areas on the form', async () => {
    const client = {
      setDistributionAddress: vi.fn(async () => {
        throw new ApiError(400, 'OUTSIDE_DELIVERY_AREA', 'outside');
      }),
    };
    const address = { streetName: 'Hauptplatz', streetNumber: '1', postalCode: '4020', city: 'Linz' };
    const answer = (await post(
      { intent: 'set-delivery', ...address },
      shopWith(client),
    )) as unknown as Answer;
    expect(client.setDistributionAddress).toHaveBeenCalledWith({ distributionType: 'DELIVERY', ...address });
    expect(answer.data).toMatchObject({
      result: { error: { '': ['An diese Adresse liefern wir leider noch nicht.'] } },
    });
  });

  it("takes a guest's e-mail and phone, the phone in international form (§8 006, 007)", async () => {
    const client = { setContact: vi.fn(async () => cart()) };
    const answer = (await post(
      { intent: 'set-contact', email: 'rosa.huber@example.at', phoneNumber: '0664 123 4567' },
      shopWith(client),
    )) as Response;
    expect(client.setContact).toHaveBeenCalledWith({
      email: 'rosa.huber@example.at',
      phoneNumber: '+436641234567',
    });
    expect(answer.status).toBe(302);
  });

  it('refuses a contact with a bad e-mail or phone next to its field, before any call', async () => {
    const client = { setContact: vi.fn() };
    const answer = (await post(
      { intent: 'set-contact', email: 'rosa.example.at', phoneNumber: '0664 12' },
      shopWith(client),
    )) as unknown as Answer;
    expect(answer.init?.status).toBe(400);
    expect(answer.data).toMatchObject({
      intent: 'set-contact',
      result: { error: { email: [de.validation.email], phoneNumber: [de.validation.invalidFormat] } },
    });
    expect(client.setContact).not.toHaveBeenCalled();
  });

  it('refuses an intent it does not know with a translated message, never an internal text', async () => {
    for (const fields of [{ intent: 'bogus' }, {}] as Record<string, string>[]) {
      const answer = (await post(fields, shopWith({}))) as unknown as Answer;
      expect(answer.init?.status).toBe(400);
      const { intent, result } = answer.data as { intent: unknown; result: { error: unknown } };
      expect(intent).toBeNull();
      expect(result.error).toEqual({ '': [de.validation.unknownIntent] });
    }
  });

  it('asks for the slots again after a refused booking, so a full slot shows as full (§8)', () => {
    const after = (intent: string) =>
      shouldRevalidate({
        formData: new URLSearchParams({ intent }) as unknown as FormData,
        defaultShouldRevalidate: false,
      } as Parameters<typeof shouldRevalidate>[0]);
    expect(after('book-slot')).toBe(true);
    expect(after('apply-code')).toBe(false);
  });
});
