import { createContext, useContext } from 'react';
import type { Toast, ToastInput } from './toast.server';

// §3 Notification, §9 default duration 2000 ms.
export const toastTypes = ['success', 'info', 'warning', 'error'] as const;
export const TOAST_DURATION_MS = 2000;
export type { Toast, ToastInput };

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

export function useToast() {
  return useContext(ToastContext);
}
