import { createContext, useContext } from 'react';
import type { Toast, ToastInput } from './toast.server';

// §3 Notification, §9 default toast duration 2000 ms. The one toast mechanism: the server flashes
// a toast through the session cookie (sessions.server.ts), browser code shows one with useToast().
export const toastTypes = ['success', 'info', 'warning', 'error'] as const;
export const TOAST_DURATION_MS = 2000;
export type { Toast, ToastInput };

/** A toast of browser code with the defaults the server's toastSchema gives. */
export function toastWithDefaults(input: ToastInput): Toast {
  return {
    id: input.id ?? crypto.randomUUID(),
    type: input.type ?? 'info',
    message: input.message,
    persistent: input.persistent ?? false,
    durationMs: input.durationMs ?? TOAST_DURATION_MS,
  };
}

export const ToastContext = createContext<(toast: ToastInput) => void>(() => undefined);

/** Shows a toast from browser code, e.g. after a fetcher finishes or the connection drops. */
export function useToast() {
  return useContext(ToastContext);
}
