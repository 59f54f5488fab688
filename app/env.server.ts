import { randomBytes } from 'node:crypto';
import { z } from 'zod';
import { localSecret } from '../lib/local-secret.js';
import { trustProxySchema } from '../backend/src/schemas/trust-proxy.js';

const DEV_SESSION_SECRET = 'dev-only-session-secret-do-not-use-in-production';

// The storefront's whole environment, read in this one place (server start-up and app alike).
export const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(1).max(65_535).default(3000),
  API_URL: z.string().url().default('http://localhost:4000'),
  TENANT: z.string().min(1).optional().describe('id of the tenant that answers unknown hosts'),
  SESSION_SECRET: z.string().min(16, 'must be at least 16 characters').optional(),
  LOG_LEVEL: z.enum(['debug', 'info', 'warn', 'error', 'silent']).default('info'),
  TRUST_PROXY: trustProxySchema,
  // The payment provider's hosted page: the pay form's redirect goes there (CSP form-action).
  PAYMENT_PAGE_ORIGINS: z
    .string()
    .default('http://localhost:4400')
    .transform((value) => value.split(',').map((origin) => origin.trim()))
    .pipe(
      z
        .array(
          z
            .string()
            .url()
            .transform((origin) => new URL(origin).origin),
        )
        .min(1),
    ),
  // Without SESSION_SECRET in production: the secret is kept in this directory (`npm start`).
  SECRETS_DIR: z.string().min(1).optional(),
});
export type StorefrontEnv = Omit<z.infer<typeof envSchema>, 'SESSION_SECRET' | 'SECRETS_DIR'> & {
  SESSION_SECRET: string;
  sessionSecretGenerated: boolean;
};

// Like the API's XSRF_SECRET: each process draws one, so `npm start` is safe; the start-up log warns.
export function parseEnv(source: Record<string, string | undefined>): StorefrontEnv {
  const result = envSchema.safeParse(
    Object.fromEntries(Object.entries(source).filter(([, value]) => value !== '')),
  );
  if (!result.success) {
    const issues = result.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid storefront environment:\n${issues.join('\n')}`);
  }
  const { SESSION_SECRET, SECRETS_DIR, ...env } = result.data;
  if (SESSION_SECRET) return { ...env, SESSION_SECRET, sessionSecretGenerated: false };
  if (env.NODE_ENV === 'production' && SECRETS_DIR)
    return {
      ...env,
      SESSION_SECRET: localSecret(SECRETS_DIR, 'session-secret'),
      sessionSecretGenerated: false,
    };
  if (env.NODE_ENV === 'production') {
    return { ...env, SESSION_SECRET: randomBytes(32).toString('base64url'), sessionSecretGenerated: true };
  }
  return { ...env, SESSION_SECRET: DEV_SESSION_SECRET, sessionSecretGenerated: false };
}

let cached: StorefrontEnv | undefined;
export function getEnv(): StorefrontEnv {
  cached ??= parseEnv(process.env);
  return cached;
}
