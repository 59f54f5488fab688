import { createContext, useContext } from 'react';
import { TOAST_DURATION_MS } from './toast-defaults';
import type { Toast, ToastInput } from './toast.server';

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
