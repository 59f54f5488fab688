import { randomBytes } from 'node:crypto';
import { z } from 'zod';
import { localSecret } from '../../lib/local-secret.js';
import { trustProxySchema } from './schemas/trust-proxy.js';

// Only for development and tests, so that tokens survive a `tsx watch` restart.
const developmentXsrfSecret = 'development-only-xsrf-secret-do-not-use-in-production';

const environmentSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  API_PORT: z.coerce.number().int().min(1).max(65_535).default(4000),
  // Loopback (both IPv4 and IPv6) unless the operator opens the API to other machines.
  API_HOST: z.string().min(1).default('localhost'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// URL')
    .optional(),
  PGLITE_DATA_DIR: z.string().min(1).default('.data/pglite'),
  // The embedded database's buffer cache; initdb's 128 MB exceeded the demo shop's whole data.
  PGLITE_SHARED_BUFFERS: z
    .string()
    .regex(/^\d+(kB|MB|GB)$/, 'must be a size such as 16MB')
    .default('16MB'),
  TENANT: z.string().min(1).default('de'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  XSRF_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  // Without XSRF_SECRET in production: the secret is kept in this directory (`npm start`).
  SECRETS_DIR: z.string().min(1).optional(),
  TRUST_PROXY: trustProxySchema,
  // Decision 0008: how long each API process reuses a catalogue or search answer; 0 turns it off.
  CATALOGUE_CACHE_SECONDS: z.coerce.number().int().min(0).max(3_600).default(30),
  // Issue 20: how long each API process keeps a resolved tenant (an import shows after it); 0 turns it off.
  TENANT_CACHE_SECONDS: z.coerce.number().int().min(0).max(3_600).default(30),
  // Decision 0009: a login session ends after this long unused, and at the latest after SESSION_MAX_DAYS.
  SESSION_IDLE_MINUTES: z.coerce.number().int().min(1).max(10_080).default(60),
  SESSION_MAX_DAYS: z.coerce.number().int().min(1).max(365).default(30),
  // §2 bypassRecaptchaKey: this value passes any recaptcha challenge (for automated journeys).
  RECAPTCHA_BYPASS_KEY: z.string().min(16, 'must be at least 16 characters').optional(),
  // Decision 0026: the sandbox verifier passes a fixed answer, so production refuses it unless set.
  RECAPTCHA_SANDBOX: z.enum(['true', 'false']).optional(),
  // Google reCAPTCHA's secret key, for tenants whose recaptcha provider is `google`.
  RECAPTCHA_SECRET_KEY: z.string().min(1).optional(),
  // The OpenAPI description and UI at /docs; on by default except in production.
  API_DOCS: z.enum(['true', 'false']).optional(),
  // Links in e-mails point at the storefront.
  STOREFRONT_URL: z.string().url().default('http://localhost:3000'),
  // GET /outbox lists sent e-mails to loopback callers; on by default except in production.
  EMAIL_OUTBOX_PAGE: z.enum(['true', 'false']).optional(),
  // E-mails go out over SMTP when set (smtp:// or smtps://, credentials in the URL); else to the outbox.
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL')
    .optional(),
  EMAIL_FROM: z.string().min(3).default('no-reply@localhost'),
  // Files sent with the contact form (issue 18) are kept in this directory.
  CONTACT_UPLOAD_DIR: z.string().min(1).default('.data/contact-uploads'),
  // Decision 0032: the payment provider (Worldline Direct) through its SDK; the defaults are the
  // demo merchant of the payment sandbox (`payment-sandbox/`) on this machine.
  PAYMENT_API_HOST: z.string().min(1).default('localhost'),
  PAYMENT_API_SCHEME: z.enum(['http', 'https']).default('http'),
  PAYMENT_API_PORT: z.coerce.number().int().min(1).max(65_535).default(4400),
  PAYMENT_API_KEY_ID: z.string().min(1).default('sandbox-api-key'),
  PAYMENT_API_SECRET: z
    .string()
    .min(16, 'must be at least 16 characters')
    .default('sandbox-api-secret-not-for-production'),
  PAYMENT_MERCHANT_ID: z.string().min(1).default('grocery-demo'),
  PAYMENT_WEBHOOK_KEY_ID: z.string().min(1).default('sandbox-webhook-key'),
  PAYMENT_WEBHOOK_SECRET: z
    .string()
    .min(16, 'must be at least 16 characters')
    .default('sandbox-webhook-secret-not-for-production'),
  // Decision 0036: seconds between checks of pending payments nobody reported; 0 turns it off.
  // Default 60, off in tests unless a test sets it.
  PAYMENT_STATUS_CHECK_SECONDS: z.coerce.number().int().min(0).max(86_400).optional(),
  GIFT_CARDS_PER_CUSTOMER: z.coerce.number().int().min(1).max(100).optional(),
  // Decision 0086: tracking events older than this many days are deleted by an hourly sweep
  // (TRACKING_SWEEP_SECONDS between rounds; default 3600, off in tests unless a test sets it).
  TRACKING_RETENTION_DAYS: z.coerce.number().int().min(1).max(3_650).default(90),
  TRACKING_SWEEP_SECONDS: z.coerce.number().int().min(0).max(86_400).optional(),
});

/** The demo merchant of the payment sandbox, for an app built without payment settings (tests). */
export function paymentProviderDefaults() {
  const defaults = environmentSchema.parse({});
  return {
    PAYMENT_API_HOST: defaults.PAYMENT_API_HOST,
    PAYMENT_API_SCHEME: defaults.PAYMENT_API_SCHEME,
    PAYMENT_API_PORT: defaults.PAYMENT_API_PORT,
    PAYMENT_API_KEY_ID: defaults.PAYMENT_API_KEY_ID,
    PAYMENT_API_SECRET: defaults.PAYMENT_API_SECRET,
    PAYMENT_MERCHANT_ID: defaults.PAYMENT_MERCHANT_ID,
    PAYMENT_WEBHOOK_KEY_ID: defaults.PAYMENT_WEBHOOK_KEY_ID,
    PAYMENT_WEBHOOK_SECRET: defaults.PAYMENT_WEBHOOK_SECRET,
  };
}

type Switch = 'EMAIL_OUTBOX_PAGE' | 'RECAPTCHA_SANDBOX' | 'API_DOCS';

export type AppConfig = Omit<z.infer<typeof environmentSchema>, 'XSRF_SECRET' | Switch> & {
  XSRF_SECRET: string;
} & Record<Switch, boolean> & {
    /** True when no XSRF_SECRET was given in production and a per-process one was generated. */
    xsrfSecretGenerated: boolean;
  };

// XSRF_SECRET: optional everywhere. In production without it, every process draws a random
// secret, so a single API (the `npm start` quick start) is safe without setup; a deployment of
// several API processes must set one shared secret, which the start-up log warns about.
export function loadConfig(environment: Record<string, string | undefined> = process.env): AppConfig {
  const parsed = environmentSchema.safeParse(
    Object.fromEntries(Object.entries(environment).filter(([, value]) => value !== '')),
  );
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid environment for the commerce API:\n${problems.join('\n')}`);
  }
  const { XSRF_SECRET, EMAIL_OUTBOX_PAGE, RECAPTCHA_SANDBOX, API_DOCS, SECRETS_DIR, ...settings } =
    parsed.data;
  // Demo and operator conveniences: on outside production, in production only when asked for.
  const switchedOn = (value: 'true' | 'false' | undefined) =>
    value ? value === 'true' : settings.NODE_ENV !== 'production';
  const rest = {
    ...settings,
    PAYMENT_STATUS_CHECK_SECONDS:
      settings.PAYMENT_STATUS_CHECK_SECONDS ?? (settings.NODE_ENV === 'test' ? 0 : 60),
    TRACKING_SWEEP_SECONDS: settings.TRACKING_SWEEP_SECONDS ?? (settings.NODE_ENV === 'test' ? 0 : 3_600),
    EMAIL_OUTBOX_PAGE: switchedOn(EMAIL_OUTBOX_PAGE),
    RECAPTCHA_SANDBOX: switchedOn(RECAPTCHA_SANDBOX),
    API_DOCS: switchedOn(API_DOCS),
  };
  if (XSRF_SECRET) return { ...rest, XSRF_SECRET, xsrfSecretGenerated: false };
  if (rest.NODE_ENV === 'production' && SECRETS_DIR)
    return { ...rest, XSRF_SECRET: localSecret(SECRETS_DIR, 'xsrf-secret'), xsrfSecretGenerated: false };
  if (rest.NODE_ENV === 'production') {
    return { ...rest, XSRF_SECRET: randomBytes(32).toString('base64url'), xsrfSecretGenerated: true };
  }
  return { ...rest, XSRF_SECRET: developmentXsrfSecret, xsrfSecretGenerated: false };
}
