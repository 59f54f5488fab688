import { z } from 'zod';

export const webhookTimings = ['before', 'after', 'twice', 'none'] as const;
export type WebhookTiming = (typeof webhookTimings)[number];

// The demo merchant account this sandbox knows; the commerce API's defaults point at it.
const environmentSchema = z.object({
  PAYMENT_SANDBOX_PORT: z.coerce.number().int().min(0).max(65_535).default(4400),
  PAYMENT_SANDBOX_HOST: z.string().min(1).default('localhost'),
  /** Where browsers reach the hosted payment page; defaults to http://localhost:PORT. */
  PAYMENT_SANDBOX_PUBLIC_URL: z.string().url().optional(),
  PAYMENT_SANDBOX_MERCHANT_ID: z.string().min(1).default('grocery-demo'),
  PAYMENT_SANDBOX_API_KEY_ID: z.string().min(1).default('sandbox-api-key'),
  PAYMENT_SANDBOX_API_SECRET: z.string().min(16).default('sandbox-api-secret-not-for-production'),
  /** Unset: no webhooks are sent. */
  PAYMENT_SANDBOX_WEBHOOK_URL: z.string().url().optional(),
  PAYMENT_SANDBOX_WEBHOOK_KEY_ID: z.string().min(1).default('sandbox-webhook-key'),
  PAYMENT_SANDBOX_WEBHOOK_SECRET: z.string().min(16).default('sandbox-webhook-secret-not-for-production'),
  PAYMENT_SANDBOX_WEBHOOK_TIMING: z.enum(webhookTimings).default('after'),
  PAYMENT_SANDBOX_WEBHOOK_ATTEMPTS: z.coerce.number().int().min(1).max(20).default(8),
  PAYMENT_SANDBOX_WEBHOOK_RETRY_MS: z.coerce.number().int().min(1).default(1_000),
  PAYMENT_SANDBOX_LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'silent']).default('info'),
});

export type SandboxEnvironment = z.infer<typeof environmentSchema>;

export type SandboxOptions = {
  merchantId: string;
  apiKeyId: string;
  apiSecret: string;
  webhook: {
    url: string | undefined;
    keyId: string;
    secret: string;
    /** When the hosted page's webhook goes out, unless a hosted checkout chose otherwise. */
    timing: WebhookTiming;
    maxAttempts: number;
    /** First retry after this, doubling on each further try. */
    retryBaseMs: number;
  };
  publicUrl: string | undefined;
};

export function loadSandboxEnvironment(environment: Record<string, string | undefined> = process.env) {
  const parsed = environmentSchema.safeParse(
    Object.fromEntries(Object.entries(environment).filter(([, value]) => value !== '')),
  );
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid environment for the payment sandbox:\n${problems.join('\n')}`);
  }
  return parsed.data;
}

export function sandboxOptionsFrom(environment: SandboxEnvironment): SandboxOptions {
  return {
    merchantId: environment.PAYMENT_SANDBOX_MERCHANT_ID,
    apiKeyId: environment.PAYMENT_SANDBOX_API_KEY_ID,
    apiSecret: environment.PAYMENT_SANDBOX_API_SECRET,
    webhook: {
      url: environment.PAYMENT_SANDBOX_WEBHOOK_URL,
      keyId: environment.PAYMENT_SANDBOX_WEBHOOK_KEY_ID,
      secret: environment.PAYMENT_SANDBOX_WEBHOOK_SECRET,
      timing: environment.PAYMENT_SANDBOX_WEBHOOK_TIMING,
      maxAttempts: environment.PAYMENT_SANDBOX_WEBHOOK_ATTEMPTS,
      retryBaseMs: environment.PAYMENT_SANDBOX_WEBHOOK_RETRY_MS,
    },
    publicUrl: environment.PAYMENT_SANDBOX_PUBLIC_URL,
  };
}
