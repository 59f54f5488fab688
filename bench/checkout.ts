// Issue 17: times the pay round trip (the pay form's post, the return from the payment page) for
// guests made ready through the API; the shopper's time on the sandbox's page is not counted.

import http from 'node:http';

type Guest = { cookies: Map<string, string> };

const cookieHeader = (guest: Guest) =>
  [...guest.cookies].map(([name, value]) => `${name}=${value}`).join('; ');

function keepCookies(guest: Guest, response: Response) {
  for (const setCookie of response.headers.getSetCookie()) {
    const [pair] = setCookie.split(';');
    const at = pair!.indexOf('=');
    guest.cookies.set(pair!.slice(0, at), pair!.slice(at + 1));
  }
}

async function call(apiUrl: string, guest: Guest, method: string, path: string, body?: unknown) {
  const xsrf = guest.cookies.get('XSRF-TOKEN');
  const response = await fetch(`${apiUrl}${path}`, {
    method,
    headers: {
      'X-Tenant': 'de',
      Accept: 'application/json',
      Cookie: cookieHeader(guest),
      ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
      ...(xsrf ? { 'X-XSRF-TOKEN': decodeURIComponent(xsrf) } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  keepCookies(guest, response);
  if (!response.ok)
    throw new Error(`${method} ${path} answered ${response.status}: ${await response.text()}`);
  const text = await response.text();
  return (text ? JSON.parse(text) : {}) as Record<string, unknown>;
}

let slotTurn = 0;

export async function readyGuest(apiUrl: string, sku: string, quantity: number): Promise<Guest> {
  const guest: Guest = { cookies: new Map() };
  await call(apiUrl, guest, 'GET', '/api/csrf');
  await call(apiUrl, guest, 'GET', '/api/carts');
  await call(apiUrl, guest, 'POST', '/api/carts/items', { sku, quantity });
  const address = { streetName: 'Favoritenstraße', streetNumber: '120', postalCode: '1100', city: 'Wien' };
  const cart = await call(apiUrl, guest, 'POST', '/api/carts/distribution-address', {
    distributionType: 'DELIVERY',
    ...address,
  });
  const area = (cart.distributionAddress as { deliveryAreaNumber: string }).deliveryAreaNumber;
  const { timeSlots } = (await call(
    apiUrl,
    guest,
    'GET',
    `/api/capacity/windows?distributionType=DELIVERY&appointableId=${area}`,
  )) as { timeSlots: { id: string; available: number }[] };
  const open = timeSlots.filter((slot) => slot.available > 0);
  await call(apiUrl, guest, 'POST', '/api/carts/distribution-time-slot', {
    id: open[slotTurn++ % open.length]!.id,
  });
  await call(apiUrl, guest, 'POST', '/api/carts/billing-address', {
    firstName: 'Bench',
    lastName: 'Gast',
    ...address,
    countryCode: 'AT',
    email: 'bench@example.at',
    phoneNumber: '+436641234567',
  });
  return guest;
}

export function guestCookieHeaders(guests: Guest[]): string[] {
  return guests.map(cookieHeader);
}

/**
 * Issue 39: the round trip's requests go out through node:http on kept connections, as autocannon
 * sends the other rows' requests, not through fetch, whose own CPU (about 2.6 ms a round trip at
 * eight lanes) came out of the same two cores as the shop's and counted against it.
 */
const keptConnections = new http.Agent({ keepAlive: true });

type Answer = { status: number; location: string | undefined };

function send(url: string, method: string, headers: Record<string, string>, body?: string) {
  return new Promise<Answer>((resolve, reject) => {
    const request = http.request(
      url,
      {
        method,
        agent: keptConnections,
        headers: body === undefined ? headers : { ...headers, 'Content-Length': Buffer.byteLength(body) },
      },
      (response) => {
        response.on('error', reject);
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, location: response.headers.location }),
        );
        response.resume();
      },
    );
    request.on('error', reject);
    request.end(body);
  });
}

export async function payRoundTrip(webUrl: string, guest: Guest): Promise<number> {
  const headers = { Cookie: cookieHeader(guest), 'User-Agent': 'Mozilla/5.0 bench', Origin: webUrl };
  const form = 'application/x-www-form-urlencoded';
  const started = performance.now();
  const pay = await send(
    `${webUrl}/kasse`,
    'POST',
    { ...headers, 'Content-Type': form },
    'intent=pay&paymentMethodKey=credit-cards&termsAccepted=on',
  );
  const paying = performance.now() - started;
  const hostedPage = pay.location;
  if (pay.status !== 302 || !hostedPage) throw new Error(`the pay post answered ${pay.status}`);
  const paid = await send(
    hostedPage,
    'POST',
    { 'Content-Type': form },
    'action=card&cardNumber=4111111111111111',
  );
  const returnUrl = paid.location;
  if (!returnUrl) throw new Error(`the payment page answered ${paid.status}`);
  const back = performance.now();
  const returned = await send(new URL(returnUrl, hostedPage).href, 'GET', headers);
  const returning = performance.now() - back;
  if (returned.status !== 302 || !returned.location?.includes('order='))
    throw new Error(`the return answered ${returned.status} ${returned.location}`);
  return paying + returning;
}
