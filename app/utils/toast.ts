import { createContext, useContext } from 'react';
import { z } from 'zod';

// §3 Notification, §9 default toast duration 2000 ms. The one toast mechanism: the server flashes
// a toast through the session cookie (sessions.server.ts), browser code shows one with useToast().
export const toastTypes = ['success', 'info', 'warning', 'error'] as const;
export const TOAST_DURATION_MS = 2000;
export const toastSchema = z.object({
  id: z.string().default(() => crypto.randomUUID()),
  type: z.enum(toastTypes).default('info'),
  message: z.string().min(1),
  persistent: z.boolean().default(false),
  durationMs: z.number().int().positive().default(TOAST_DURATION_MS),
});
export type Toast = z.infer<typeof toastSchema>;
export type ToastInput = z.input<typeof toastSchema>;

export const ToastContext = createContext<(toast: ToastInput) => void>(() => undefined);

/** Shows a toast from browser code, e.g. after a fetcher finishes or the connection drops. */
export function useToast() {
  return useContext(ToastContext);
}
