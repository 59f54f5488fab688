import type { AppLoadContext } from '@remix-run/node';
import { describe, expect, it } from 'vitest';
import '../../tests/storefront/console-guard';
import { makeCustomer } from '../../tests/storefront/handlers/commerce-api-customers';
import { ApiError } from '~/services/api-errors.server';
import { loadShopperSession } from './root-customer.server';

function contextWith(getCustomer: () => Promise<unknown>): AppLoadContext {
  return {
    requestId: 'req-1',
    t: (key: string) => key,
    tenant: {
      paths: {
        login: '/anmelden',
        'favorite-products': '/favoriten',
      },
    },
    customer: {
      getCustomer,
      getFavorites: async () => ({ favorites: { PRODUCT: ['100001'], RECIPE: [] } }),
    },
  } as unknown as AppLoadContext;
}

const request = (cookie: string) => new Request('http://shop.test/', { headers: { Cookie: cookie } });

describe('the shopper session of every page (§4)', () => {
  it('fetches the customer and favorites only with the logged-in cookie', async () => {
    const context = contextWith(async () => makeCustomer());
    expect((await loadShopperSession(context, request(''))).customer).toBeNull();
    const session = await loadShopperSession(context, request('logged-in=true'));
    // The tracking layer's user type (issue 37) needs to know a loyalty member from a customer.
    expect(session.customer).toEqual({ id: 'c-1', firstName: 'Anna', loyaltyMember: false });
    expect(session.favoriteSkus).toEqual(['100001']);
    const member = contextWith(async () =>
      makeCustomer({
        loyaltyMemberInformation: {
          mpCardId: '2900000000013',
          loyalityMemberId: '700001',
          joeAuthenticationStatus: null,
          pools: [],
          promotions: [],
          vouchers: [],
        },
      }),
    );
    expect((await loadShopperSession(member, request('logged-in=true'))).customer).toMatchObject({
      loyaltyMember: true,
    });
  });

  it('resets the customer on a 401 and clears the logged-in cookie', async () => {
    const context = contextWith(async () => {
      throw new ApiError(401, 'SESSION_EXPIRED', 'expired');
    });
    const session = await loadShopperSession(context, request('logged-in=true'));
    expect(session.customer).toBeNull();
    expect(session.setCookies).toEqual(['logged-in=; Path=/; Max-Age=0; SameSite=Lax']);
  });

  it('shows the session-expired warning for 3000 ms once and clears its cookie', async () => {
    const session = await loadShopperSession(
      contextWith(async () => makeCustomer()),
      request('session-expired=true'),
    );
    expect(session.toast).toMatchObject({
      type: 'warning',
      message: 'session.expiredHeadline',
      durationMs: 3000,
    });
    expect(session.setCookies).toContain('session-expired=; Path=/; Max-Age=0; SameSite=Lax');
  });
});
