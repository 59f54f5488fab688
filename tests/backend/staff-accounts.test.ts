import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { maxFailuresPerAccountAndAddress } from '../../backend/src/auth/login-rate-limit.js';
import { buildApp } from '../../backend/src/app.js';
import { prepareDatabase } from '../../backend/src/db/prepare-database.js';
import { staffAnswerSchema } from '../../backend/src/schemas/staff.js';
import { demoCustomerEmail, demoPassword } from '../../backend/src/seed/customers/insert-customers.js';
import {
  demoOtherPickerEmail,
  demoOtherPickerStoreId,
  demoPickerDeliveryAreaNumber,
  demoPickerEmail,
  demoPickerStoreId,
  demoStoreManagerEmail,
} from '../../backend/src/seed/staff/insert-staff.js';
import { runStaffCommand } from '../../backend/src/staff/staff-commands.js';
import {
  requireStaff,
  staffServesAppointable,
  type StaffActor,
} from '../../backend/src/staff/staff-guard.js';
import { accountClient } from './support/account-client.js';
import { testAppOf, testConfig, type TestApp } from './support/test-app.js';
import { createTestDatabase, drivers } from './support/test-database.js';

// Issue 36, decision 0087: staff accounts apart from customers, with roles and the stores and
// delivery areas each member works for.

type Client = ReturnType<typeof accountClient>;

describe.each(drivers)('staff accounts on %s', (driver) => {
  let testApp: TestApp;
  beforeAll(async () => {
    // The real app with two probes of the guard, as the staff's order routes use it.
    const database = await createTestDatabase(driver, { seeded: true });
    await prepareDatabase(database);
    const app = await buildApp({ database, config: testConfig, logger: false });
    await app.register(
      async (probes) => {
        probes.addHook('onRequest', probes.resolveRequestTenant);
        probes.get('/any-staff', (request) => requireStaff(request));
        probes.get('/managers-only', (request) => requireStaff(request, ['store_manager']));
      },
      { prefix: '/api/staff-probe' },
    );
    await app.ready();
    testApp = testAppOf(app, database);
  });
  afterAll(() => testApp.close());
  const current = () => testApp;

  const staffLogIn = (client: Client, email: string, password = demoPassword, remoteAddress?: string) =>
    client.call('POST', '/api/staff/session', { body: { email, password }, remoteAddress });

  async function loggedInStaff(email: string, password = demoPassword) {
    const client = accountClient(current);
    const response = await staffLogIn(client, email, password);
    expect(response.statusCode, response.body).toBe(200);
    return client;
  }

  const withCookies = (url: string, cookies: Record<string, string>, tenant = 'de') =>
    testApp.app.inject({ url, headers: { 'x-tenant': tenant }, cookies });

  async function actorOf(email: string) {
    const response = await (await loggedInStaff(email)).get('/api/staff-probe/any-staff');
    expect(response.statusCode, response.body).toBe(200);
    return response.json<StaffActor>();
  }

  it('logs a picker in with an httpOnly, lax staff_session cookie and no customer cookies', async () => {
    const client = accountClient(current);
    const response = await staffLogIn(client, demoPickerEmail);
    expect(response.statusCode, response.body).toBe(200);
    expect(staffAnswerSchema.parse(response.json()).staff).toEqual({
      id: expect.any(String),
      name: 'Paula Pickerin',
      email: demoPickerEmail,
      role: 'picker',
      storeIds: [demoPickerStoreId],
      deliveryAreaNumbers: [demoPickerDeliveryAreaNumber],
    });
    const cookie = response.cookies.find(({ name }) => name === 'staff_session');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(response.cookies.map(({ name }) => name)).not.toContain('SESSION');
    const me = await client.get('/api/staff/me');
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({ staff: { email: demoPickerEmail, role: 'picker' } });
  });

  it('answers 401 STAFF_LOGIN_FAILED alike for a wrong password and an unknown e-mail', async () => {
    const client = accountClient(current);
    const wrong = await staffLogIn(client, demoPickerEmail, 'not-the-password', '10.60.0.1');
    const unknown = await staffLogIn(client, 'niemand@example.at', 'not-the-password', '10.60.0.1');
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toEqual(unknown.json());
    expect(wrong.json()).toMatchObject({ code: 'STAFF_LOGIN_FAILED' });
    expect(client.cookies.has('staff_session')).toBe(false);
  });

  it('refuses the sixth attempt at one staff account from one address, and lets the member in from another', async () => {
    const attacker = accountClient(current);
    for (let attempt = 0; attempt < maxFailuresPerAccountAndAddress; attempt++) {
      expect(
        (await staffLogIn(attacker, demoStoreManagerEmail, 'wrong-password', '10.61.0.1')).statusCode,
      ).toBe(401);
    }
    const limited = await staffLogIn(attacker, demoStoreManagerEmail, demoPassword, '10.61.0.1');
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({ code: 'LOGIN_RATE_LIMITED' });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    const member = accountClient(current);
    expect((await staffLogIn(member, demoStoreManagerEmail, demoPassword, '10.61.9.9')).statusCode).toBe(200);
  });

  it('counts a staff account apart from a customer account of the same e-mail', async () => {
    const attacker = accountClient(current);
    for (let attempt = 0; attempt < maxFailuresPerAccountAndAddress; attempt++) {
      await staffLogIn(attacker, demoCustomerEmail, 'wrong-password', '10.62.0.1');
    }
    const customer = await attacker.logIn(demoCustomerEmail, demoPassword, '10.62.0.1');
    expect(customer.statusCode, customer.body).toBe(200);
  });

  it('never lets a customer session pass the staff guard, nor a staff session pass as a customer', async () => {
    const shopper = accountClient(current);
    await shopper.loggedIn(demoCustomerEmail);
    const asStaff = await shopper.get('/api/staff/me');
    expect(asStaff.statusCode).toBe(401);
    expect(asStaff.json()).toMatchObject({ code: 'STAFF_UNAUTHENTICATED' });
    expect((await shopper.get('/api/staff-probe/any-staff')).statusCode).toBe(401);
    const customerToken = shopper.cookies.get('SESSION')!;
    const customerTokenAsStaff = await withCookies('/api/staff/me', { staff_session: customerToken });
    expect(customerTokenAsStaff.statusCode).toBe(401);

    const picker = await loggedInStaff(demoPickerEmail);
    const asCustomer = await picker.get('/api/customers');
    expect(asCustomer.statusCode).toBe(401);
    expect(asCustomer.json()).toMatchObject({ code: 'UNAUTHENTICATED' });
    const staffTokenAsCustomer = await withCookies('/api/customers', {
      SESSION: picker.cookies.get('staff_session')!,
    });
    expect(staffTokenAsCustomer.statusCode).toBe(401);
  });

  it('refuses a staff session in another tenant', async () => {
    const picker = await loggedInStaff(demoPickerEmail);
    const elsewhere = await withCookies(
      '/api/staff/me',
      { staff_session: picker.cookies.get('staff_session')! },
      'en',
    );
    expect(elsewhere.statusCode).toBe(401);
  });

  it('rotates the session at login and ends it at logout', async () => {
    const picker = await loggedInStaff(demoPickerEmail);
    const first = picker.cookies.get('staff_session')!;
    expect((await staffLogIn(picker, demoPickerEmail)).statusCode).toBe(200);
    const second = picker.cookies.get('staff_session')!;
    expect(second).not.toBe(first);
    const withToken = (token: string) => withCookies('/api/staff/me', { staff_session: token });
    expect((await withToken(first)).statusCode).toBe(401);
    expect((await picker.call('DELETE', '/api/staff/session')).statusCode).toBe(204);
    expect(picker.cookies.has('staff_session')).toBe(false);
    expect((await withToken(second)).statusCode).toBe(401);
  });

  it('refuses a role the route does not allow with 403 STAFF_FORBIDDEN', async () => {
    const picker = await loggedInStaff(demoPickerEmail);
    const refused = await picker.get('/api/staff-probe/managers-only');
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: 'STAFF_FORBIDDEN' });
    const manager = await loggedInStaff(demoStoreManagerEmail);
    const allowed = await manager.get('/api/staff-probe/managers-only');
    expect(allowed.statusCode).toBe(200);
    expect(allowed.json()).toMatchObject({ name: 'Stefan Leiter', role: 'store_manager', tenantId: 'de' });
  });

  it('serves the slots of the member’s own stores and delivery areas only', async () => {
    const paula = await actorOf(demoPickerEmail);
    expect(staffServesAppointable(paula, demoPickerStoreId)).toBe(true);
    expect(staffServesAppointable(paula, demoPickerDeliveryAreaNumber)).toBe(true);
    expect(staffServesAppointable(paula, demoOtherPickerStoreId)).toBe(false);
    expect(staffServesAppointable(paula, '101')).toBe(false);
    expect(staffServesAppointable(paula, demoPickerStoreId, 'CLICK_AND_COLLECT')).toBe(true);
    expect(staffServesAppointable(paula, demoPickerStoreId, 'DELIVERY')).toBe(false);
    expect(staffServesAppointable(paula, demoPickerDeliveryAreaNumber, 'DELIVERY')).toBe(true);
    expect(staffServesAppointable(paula, demoPickerDeliveryAreaNumber, 'CLICK_AND_COLLECT')).toBe(false);

    const pia = await actorOf(demoOtherPickerEmail);
    expect(staffServesAppointable(pia, demoOtherPickerStoreId)).toBe(true);
    expect(staffServesAppointable(pia, demoPickerStoreId)).toBe(false);
    expect(staffServesAppointable(pia, demoPickerDeliveryAreaNumber)).toBe(false);

    const stefan = await actorOf(demoStoreManagerEmail);
    for (const appointable of [demoPickerStoreId, demoOtherPickerStoreId, '101', '104'])
      expect(staffServesAppointable(stefan, appointable)).toBe(true);
  });

  describe('npm run staff', () => {
    const output: string[] = [];
    // null: no STAFF_PASSWORD and no terminal to ask on.
    const staffCommand = (args: string[], password: string | null = 'Lager-Passwort-7') =>
      runStaffCommand(testApp.database.db, args, {
        tenantId: 'de',
        print: (line) => output.push(line),
        complain: (line) => output.push(`! ${line}`),
        password: async () => password ?? undefined,
      });
    const newPicker = ['--email', 'neu.im.lager@example.at', '--name', 'Nora Neu', '--role', 'picker'];

    it('adds a member who can then log in, and lists them', async () => {
      const added = await staffCommand(['add', ...newPicker, '--store', demoPickerStoreId, '--area', '101']);
      expect(added, output.join('\n')).toBe(0);
      const nora = await loggedInStaff('neu.im.lager@example.at', 'Lager-Passwort-7');
      expect((await nora.get('/api/staff/me')).json()).toMatchObject({
        staff: {
          name: 'Nora Neu',
          role: 'picker',
          storeIds: [demoPickerStoreId],
          deliveryAreaNumbers: ['101'],
        },
      });
      output.length = 0;
      expect(await staffCommand(['list'])).toBe(0);
      expect(output).toContain(
        `neu.im.lager@example.at\tNora Neu\tpicker\t${demoPickerStoreId}\t101\tactive`,
      );
      expect(output.some((line) => line.startsWith(`${demoPickerEmail}\t`))).toBe(true);
    });

    it('refuses a taken e-mail, an unknown store, a short password, a wrong role and no password', async () => {
      const add = (email: string, role = 'picker', ...more: string[]) => [
        'add',
        ...['--email', email, '--name', 'Neu', '--role', role],
        ...more,
      ];
      output.length = 0;
      expect(await staffCommand(add('NEU.im.lager@example.at'))).toBe(1);
      expect(await staffCommand(add('x@example.at', 'picker', '--store', '99999'))).toBe(1);
      expect(await staffCommand(add('y@example.at'), 'kurz')).toBe(1);
      expect(await staffCommand(add('z@example.at', 'chef'))).toBe(1);
      expect(await staffCommand(add('w@example.at'), null)).toBe(1);
      expect(output).toEqual([
        '! NEU.im.lager@example.at is a staff member of de already',
        '! no such store or delivery area: store 99999',
        '! password: You must enter a minimum of 8 characters',
        expect.stringMatching(/^! --role: /),
        '! No terminal to ask for the password: set STAFF_PASSWORD',
      ]);
      expect(await staffCommand(['promote'])).toBe(2);
    });

    it('disables a member: the session ends and the login is refused like a wrong password', async () => {
      expect(
        await staffCommand(['add', '--email', 'geht@example.at', '--name', 'Gerd Geht', '--role', 'picker']),
      ).toBe(0);
      const gerd = await loggedInStaff('geht@example.at', 'Lager-Passwort-7');
      expect(await staffCommand(['disable', '--email', 'GEHT@example.at'])).toBe(0);
      expect((await gerd.get('/api/staff/me')).statusCode).toBe(401);
      const refused = await staffLogIn(accountClient(current), 'geht@example.at', 'Lager-Passwort-7');
      expect(refused.statusCode).toBe(401);
      expect(refused.json()).toMatchObject({ code: 'STAFF_LOGIN_FAILED' });
      expect(await staffCommand(['disable', '--email', 'niemand@example.at'])).toBe(1);
    });
  });
});
