import { z } from 'zod';

// Unset trusts no proxy, so a client cannot forge its address through X-Forwarded-* headers.
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
