// `npm start`: the API, the storefront and the payment sandbox, built, for production, on the
// ports the environment names (PORT, API_PORT, PAYMENT_API_PORT; 3000, 4000 and 4400 unless
// told), so a second shop beside the first needs only other ports (and PGLITE_DATA_DIR).
import concurrently from 'concurrently';

const environment = process.env;
const port = environment.PORT ?? '3000';
const apiPort = environment.API_PORT ?? '4000';
const paymentPort = environment.PAYMENT_API_PORT ?? '4400';
const storefrontUrl = environment.STOREFRONT_URL ?? `http://localhost:${port}`;

const shared = {
  NODE_ENV: 'production',
  SECRETS_DIR: environment.SECRETS_DIR ?? '.data/secrets',
  EMAIL_OUTBOX_PAGE: environment.EMAIL_OUTBOX_PAGE ?? 'true',
  RECAPTCHA_SANDBOX: environment.RECAPTCHA_SANDBOX ?? 'true',
  API_DOCS: environment.API_DOCS ?? 'true',
  STOREFRONT_URL: storefrontUrl,
  // Decision 0058: glibc's fixed mmap threshold keeps freed memory from piling up.
  MALLOC_MMAP_THRESHOLD_: '32768',
};

const { result } = concurrently(
  [
    {
      name: 'api',
      // Decisions 0108 and 0054: 8 MB semi-spaces and a 512 MB old generation.
      command: 'node --max-semi-space-size=8 --max-old-space-size=512 dist/backend/src/server.js',
      env: {
        ...shared,
        TRUST_PROXY: environment.TRUST_PROXY ?? 'loopback',
        API_PORT: apiPort,
        PAYMENT_API_PORT: paymentPort,
      },
    },
    {
      name: 'web',
      // Decision 0053: a 1 GB old generation for the storefront.
      command: 'node --max-old-space-size=1024 dist/server/index.js',
      env: {
        ...shared,
        PORT: port,
        API_URL: environment.API_URL ?? `http://localhost:${apiPort}`,
        PAYMENT_PAGE_ORIGINS: environment.PAYMENT_PAGE_ORIGINS ?? `http://localhost:${paymentPort}`,
      },
    },
    {
      name: 'pay',
      command: 'node dist/payment-sandbox/server.js',
      env: {
        ...shared,
        PAYMENT_SANDBOX_PORT: paymentPort,
        PAYMENT_SANDBOX_WEBHOOK_URL:
          environment.PAYMENT_SANDBOX_WEBHOOK_URL ?? `http://localhost:${apiPort}/api/payments/webhook`,
      },
    },
  ],
  { killOthers: ['failure', 'success'], prefixColors: ['blue', 'green', 'magenta'] },
);

result.then(
  () => process.exit(0),
  () => process.exit(1),
);
