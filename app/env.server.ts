import { z } from 'zod';

const DEV_SESSION_SECRET = 'dev-only-session-secret-do-not-use-in-production';

// The storefront's whole environment, read in this one place (server start-up and app alike).
export const envSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    PORT: z.coerce.number().int().min(1).max(65_535).default(3000),
    API_URL: z.string().url().default('http://localhost:4000'),
    TENANT: z.string().min(1).optional().describe('id of the tenant that answers unknown hosts'),
    SESSION_SECRET: z.string().min(16).default(DEV_SESSION_SECRET),
    LOG_LEVEL: z.enum(['debug', 'info', 'warn', 'error', 'silent']).default('info'),
  })
  .superRefine((env, ctx) => {
    if (env.NODE_ENV === 'production' && env.SESSION_SECRET === DEV_SESSION_SECRET) {
      ctx.addIssue({
        code: z.ZodIssueCode.custom,
        path: ['SESSION_SECRET'],
        message: 'production needs its own SESSION_SECRET (at least 16 characters)',
      });
    }
  });
export type StorefrontEnv = z.infer<typeof envSchema>;

export function parseEnv(source: Record<string, string | undefined>): StorefrontEnv {
  const result = envSchema.safeParse(source);
  if (!result.success) {
    const issues = result.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid storefront environment:\n${issues.join('\n')}`);
  }
  return result.data;
}

let cached: StorefrontEnv | undefined;
export function getEnv(): StorefrontEnv {
  cached ??= parseEnv(process.env);
  return cached;
}
