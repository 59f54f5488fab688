import { z } from 'zod';
import { TOAST_DURATION_MS, toastTypes } from './toast-defaults';

// Server only: zod stays out of the browser bundle (decision 0017).
export const toastSchema = z.object({
  id: z.string().default(() => crypto.randomUUID()),
  type: z.enum(toastTypes).default('info'),
  message: z.string().min(1),
  persistent: z.boolean().default(false),
  durationMs: z.number().int().positive().default(TOAST_DURATION_MS),
});
export type Toast = z.infer<typeof toastSchema>;
export type ToastInput = z.input<typeof toastSchema>;
