// §3 Notification, §9 default duration 2000 ms. Read by the schema on the server and the toaster alike.
export const toastTypes = ['success', 'info', 'warning', 'error'] as const;
export const TOAST_DURATION_MS = 2000;
