import type { AppLoadContext } from '@remix-run/node';
import { describe, expect, it } from 'vitest';
import { en } from '../../../backend/src/seed/messages/en';
import type { PhysicalCardOrderBody } from '../../../backend/src/schemas/physical-card.js';
import { form } from '../../../tests/storefront/form-submission';
import { getI18nInstance } from '~/i18n';
import { ApiError } from '~/services/api-errors.server';
import { orderPhysicalCardAction } from './physical-card-actions.server';

const address = {
  firstName: 'Lea',
  streetName: 'Taborstraße',
  streetNumber: '7',
  postalCode: '1020',
  city: 'Wien',
};

/** The action's context: the English shop's texts and paths, and an order call that records its body. */
function contextWith(order: (body: PhysicalCardOrderBody) => Promise<unknown>) {
  const sent: PhysicalCardOrderBody[] = [];
  const context = {
    t: getI18nInstance('en', en).t,
    tenant: {
      config: { clientRuntimeConfig: { locale: 'en-AT' } },
      paths: { 'order-physical-card-confirmation': '/order-card-ok', login: '/login' },
    },
    physicalCard: {
      order: (body: PhysicalCardOrderBody) => {
        sent.push(body);
        return order(body);
      },
    },
  } as unknown as AppLoadContext;
  return { context, sent };
}

const request = new Request('http://en.localhost/order-card', { method: 'POST' });

async function outcome(promise: Promise<unknown>) {
  try {
    return await promise;
  } catch (thrown) {
    return thrown;
  }
}

describe('the physical card order action', () => {
  it('orders to a new address and goes to the -ok page', async () => {
    const { context, sent } = contextWith(async () => ({}));
    const answer = await outcome(
      orderPhysicalCardAction(context, request, form({ intent: 'card-new-address', ...address })),
    );
    expect(answer).toBeInstanceOf(Response);
    expect((answer as Response).headers.get('Location')).toBe('/order-card-ok');
    expect(sent).toEqual([{ address: { ...address, countryCode: 'AT' } }]);
  });

  it('orders to a saved address by its id', async () => {
    const { context, sent } = contextWith(async () => ({}));
    const addressId = crypto.randomUUID();
    await outcome(
      orderPhysicalCardAction(context, request, form({ intent: 'card-saved-address', addressId })),
    );
    expect(sent).toEqual([{ addressId }]);
  });

  it('sends nothing for a bad address and answers its errors beside the fields', async () => {
    const { context, sent } = contextWith(async () => ({}));
    const answer = await orderPhysicalCardAction(
      context,
      request,
      form({ intent: 'card-new-address', ...address, streetName: '' }),
    );
    expect(sent).toEqual([]);
    expect(answer.init?.status).toBe(400);
    expect(answer.data.intent).toBe('card-new-address');
    expect(answer.data.result.error).toEqual({ streetName: [en.validation.required] });
  });

  it('tells a refused second order above the form, in the shop’s language', async () => {
    const { context } = contextWith(async () => {
      throw new ApiError(409, 'PHYSICAL_CARD_ALREADY_ORDERED', 'The physical card is ordered already');
    });
    const answer = await orderPhysicalCardAction(
      context,
      request,
      form({ intent: 'card-new-address', ...address }),
    );
    expect(answer.init?.status).toBe(400);
    expect(answer.data.result.error).toEqual({ '': [en.physicalCard.error.alreadyOrdered] });
  });

  it('refuses an unknown intent without calling the API', async () => {
    const { context, sent } = contextWith(async () => ({}));
    const answer = await orderPhysicalCardAction(context, request, form({ intent: 'card-free', ...address }));
    expect(sent).toEqual([]);
    expect(answer.init?.status).toBe(400);
    expect(answer.data.intent).toBeNull();
  });
});
