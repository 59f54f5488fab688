import { z } from 'zod';

// §3 Log entry, as the storefront reports client errors (§7 POST /logs).
// One report is a few kilobytes; the API and the storefront's relay both refuse anything larger.
export const clientLogBodyLimitBytes = 64 * 1024;

export const logLevels = ['debug', 'error', 'info'] as const;
export const clientLogEntrySchema = z.object({
  message: z.string().max(2000),
  error: z.union([z.string().max(10_000), z.record(z.unknown())]).optional(),
  level: z.enum(logLevels).default('error'),
  timestamp: z.string().datetime().optional(),
  requestId: z.string().max(200).optional(),
  path: z.string().max(2000).optional(),
  status: z.number().int().optional(),
  stackTrace: z.string().max(20_000).optional(),
  params: z.record(z.unknown()).optional(),
});
export type ClientLogEntry = z.infer<typeof clientLogEntrySchema>;
