import { http, HttpResponse } from 'msw';
import type { Customer, CustomerAddress } from '../../../backend/src/schemas/customer.js';

// msw handlers standing in for the commerce API's customer calls (one file per upstream). Each
// request is recorded, so a test can assert what the storefront sent.
export const COMMERCE_API = 'http://commerce-api.test';

export type RecordedCall = {
  method: string;
  path: string;
  query: string;
  body: unknown;
  xsrf: string | null;
};

export function makeCustomer(overrides: Partial<Customer> = {}): Customer {
  return {
    id: 'c-1',
    email: 'anna@example.at',
    salutation: 'Family',
    academicTitle: null,
    firstName: 'Anna',
    lastName: 'Muster',
    birthdate: '1985-12-24',
    newsletterTopics: [{ newsletterTopicId: 'weekly' }],
    loyaltyMemberInformation: null,
    loyaltyStatus: null,
    firstOrderDelivery: true,
    firstOrderClickAndCollect: true,
    loginType: 'normal',
    favoriteStoreId: null,
    ...overrides,
  };
}

export function makeAddress(overrides: Partial<CustomerAddress> = {}): CustomerAddress {
  return {
    id: '9a1c8a52-0d8e-4e0b-9a55-3f0c9b1d2e01',
    category: 'delivery',
    addressType: 'delivery',
    primary: false,
    salutation: null,
    academicTitle: null,
    firstName: 'Anna',
    lastName: 'Muster',
    companyName: null,
    streetName: 'Mariahilfer Straße',
    streetNumber: '12',
    stairCase: null,
    floor: null,
    door: null,
    postalCode: '1060',
    city: 'Wien',
    countryCode: 'AT',
    phoneNumber: '+436641234567',
    additionalInfo: null,
    valueAddedTaxId: null,
    companyRegistrationNumber: null,
    ...overrides,
  };
}

type Answer = { status: number; body?: unknown; setCookie?: string };

/** Every customer call answers `answer(call)`; the XSRF cookie comes from /api/csrf. */
export function customerApiHandlers(calls: RecordedCall[], answer: (call: RecordedCall) => Answer) {
  return [
    http.get(`${COMMERCE_API}/api/csrf`, () =>
      HttpResponse.json({}, { headers: { 'Set-Cookie': 'XSRF-TOKEN=xsrf-1; Path=/' } }),
    ),
    http.all(`${COMMERCE_API}/api/*`, async ({ request }) => {
      const url = new URL(request.url);
      const text = await request.text();
      const call = {
        method: request.method,
        path: url.pathname,
        query: url.search,
        body: text ? (JSON.parse(text) as unknown) : undefined,
        xsrf: request.headers.get('X-XSRF-TOKEN'),
      };
      calls.push(call);
      const { status, body, setCookie } = answer(call);
      const headers = setCookie ? { 'Set-Cookie': setCookie } : undefined;
      return body === undefined
        ? new HttpResponse(null, { status, headers })
        : HttpResponse.json(body, { status, headers });
    }),
  ];
}
