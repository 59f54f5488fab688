import { afterAll, beforeAll } from 'vitest';
import type { ProductSummary } from '../../../backend/src/schemas/catalogue.js';
import type { RunningSandbox } from '../../payments/payment-sandbox-server.js';
import { readyCarts } from './ready-cart.js';
import { startAppWithSandbox } from './sandbox-app.js';
import type { TestApp } from './test-app.js';
import type { Driver } from './test-database.js';
import { walletCustomers } from './wallet-customers.js';

/**
 * For one describe block of the gift-card tests: the API behind a payment sandbox of its own,
 * started before its tests and closed after them, a piece article to buy, and the wallet's
 * customers. `bed.sandbox`, `bed.testApp` and `bed.piece` are there once the tests run.
 */
export function walletTestBed(driver: Driver) {
  const bed = {} as { sandbox: RunningSandbox; testApp: TestApp; piece: ProductSummary };
  let close: () => Promise<void> = async () => undefined;
  const current = () => bed.testApp;
  const ready = readyCarts(current);
  beforeAll(async () => {
    ({ sandbox: bed.sandbox, testApp: bed.testApp, close } = await startAppWithSandbox(driver));
    bed.piece = (await ready.orderableProducts()).pieces[0]!;
  });
  afterAll(() => close());
  return { bed, current, ready, wallet: walletCustomers(current) };
}
