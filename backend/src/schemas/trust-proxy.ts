import { z } from 'zod';

// TRUST_PROXY for both services behind a load balancer: `true`, a hop count, or addresses/subnets
// (comma-separated), as Express and Fastify both take them. Unset trusts no proxy, so a client
// cannot forge its address, host or protocol through X-Forwarded-* headers.
export const trustProxySchema = z
  .string()
  .trim()
  .min(1)
  .transform((value): boolean | number | string[] => {
    if (value === 'true') return true;
    if (value === 'false') return false;
    if (/^\d+$/.test(value)) return Number(value);
    return value.split(',').map((part) => part.trim());
  })
  .optional();
export type TrustProxy = z.output<typeof trustProxySchema>;
