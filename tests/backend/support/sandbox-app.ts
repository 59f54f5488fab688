import { checkPendingPayments } from '../../../backend/src/checkout/payment-status-check.js';
import { startPaymentSandbox, type RunningSandbox } from '../../payments/payment-sandbox-server.js';
import type { Driver } from './test-database.js';
import { startTestApp, type TestApp } from './test-app.js';

type SandboxTiming = NonNullable<Parameters<typeof startPaymentSandbox>[0]>['timing'];

/**
 * The API paying through a payment sandbox of its own, returning to the test storefront address;
 * webhooks go to `webhookUrl` (by default nowhere: each test decides who reports the payment).
 */
export async function startAppWithSandbox(
  driver: Driver,
  {
    webhookUrl = 'http://127.0.0.1:9/unused',
    timing = 'none',
    config = {},
  }: {
    webhookUrl?: string;
    timing?: SandboxTiming;
    config?: Parameters<typeof startTestApp>[1];
  } = {},
): Promise<{ sandbox: RunningSandbox; testApp: TestApp; close: () => Promise<void> }> {
  const sandbox = await startPaymentSandbox({ url: webhookUrl, timing });
  const testApp = await startTestApp(driver, {
    PAYMENT_API_HOST: '127.0.0.1',
    PAYMENT_API_PORT: sandbox.port,
    STOREFRONT_URL: 'http://localhost:3999',
    ...config,
  });
  const close = async () => {
    await testApp.close();
    await sandbox.close();
  };
  return { sandbox, testApp, close };
}

/** One round of the API's payment status check, as if it ran at `now`. */
export function runStatusCheck(testApp: TestApp, now: Date) {
  return checkPendingPayments(
    {
      db: testApp.app.db,
      transaction: (work) => testApp.app.db.transaction(work),
      provider: testApp.app.paymentProvider,
      log: testApp.app.log,
      emailSender: testApp.app.emailSender,
    },
    now,
  );
}
