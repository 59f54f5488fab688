import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useState,
  type CSSProperties,
  type ReactNode,
} from 'react';
import { useTranslation } from '~/utils/use-translation';
import { useHydrated } from '~/utils/use-hydrated';
import { ToastContext, toastWithDefaults, type Toast, type ToastInput } from '~/utils/toast';

type ToasterState = { toasts: Toast[]; announced: Toast | null; onDismiss: (id: string) => void };

const ToasterStateContext = createContext<ToasterState>({
  toasts: [],
  announced: null,
  onDismiss: () => undefined,
});

/**
 * §3, §4: the toasts of the page. With JavaScript they float over the page and go by themselves;
 * without it they stand at the top of the content (styles under `scripting: none`), where they
 * cover nothing, so a shopper never depends on an animation to see the page again (issue 38.9).
 */
export function Toasts() {
  return <Toaster {...useContext(ToasterStateContext)} />;
}

/** Holds the toasts: flashed ones from the loader and ones shown by the page's code. */
export function ToastProvider({ flashed, children }: { flashed: Toast | null; children: ReactNode }) {
  const [toasts, setToasts] = useState<Toast[]>(flashed ? [flashed] : []);
  const [announced, setAnnounced] = useState<Toast | null>(flashed);
  const [seenFlashed, setSeenFlashed] = useState(flashed);
  const show = useCallback((input: ToastInput) => {
    const toast = toastWithDefaults(input);
    setToasts((shown) => [...shown.filter(({ id }) => id !== toast.id), toast]);
    setAnnounced(toast);
  }, []);
  const dismiss = useCallback(
    (id: string) => setToasts((shown) => shown.filter((toast) => toast.id !== id)),
    [],
  );

  // A toast flashed by a later navigation's loader joins the ones still shown.
  if (flashed !== seenFlashed) {
    setSeenFlashed(flashed);
    if (flashed) {
      setToasts((shown) => (shown.some(({ id }) => id === flashed.id) ? shown : [...shown, flashed]));
      setAnnounced(flashed);
    }
  }

  return (
    <ToastContext.Provider value={show}>
      <ToasterStateContext.Provider value={{ toasts, announced, onDismiss: dismiss }}>
        {children}
      </ToasterStateContext.Provider>
    </ToastContext.Provider>
  );
}

function Toaster({ toasts, announced, onDismiss }: ToasterState) {
  const { t } = useTranslation();
  // Only once hydrated: live regions speak only for text that arrives after load.
  const hydrated = useHydrated();
  const announcement =
    hydrated && announced ? `${t(`notification.type.${announced.type}`)}: ${announced.message}` : '';
  const urgent = announced?.type === 'error' || announced?.type === 'warning';

  return (
    <div className="toasts">
      <div role="status" className="visually-hidden">
        {urgent ? '' : announcement}
      </div>
      <div role="alert" className="visually-hidden">
        {urgent ? announcement : ''}
      </div>
      {toasts.length > 0 ? (
        // A landmark of their own: a toast is content, and content belongs to a landmark.
        <section aria-label={t('notification.regionLabel')}>
          {toasts.map((toast) => (
            <ToastItem key={toast.id} toast={toast} onDismiss={onDismiss} />
          ))}
        </section>
      ) : null}
    </div>
  );
}

function ToastItem({ toast, onDismiss }: { toast: Toast; onDismiss: (id: string) => void }) {
  const { t } = useTranslation();
  const hydrated = useHydrated();

  useEffect(() => {
    if (toast.persistent) return;
    const timer = setTimeout(() => onDismiss(toast.id), toast.durationMs);
    return () => clearTimeout(timer);
  }, [toast, onDismiss]);

  return (
    <div
      className={`toast toast--${toast.type}${toast.persistent ? ' toast--persistent' : ''}`}
      style={{ '--toast-duration': `${toast.durationMs}ms` } as CSSProperties}
      data-toast-type={toast.type}
    >
      <span className="visually-hidden">{t(`notification.type.${toast.type}`)}: </span>
      <span className="toast__message">{toast.message}</span>
      {hydrated ? (
        <button type="button" className="toast__dismiss" onClick={() => onDismiss(toast.id)}>
          <span aria-hidden="true">×</span>
          <span className="visually-hidden">{t('notification.dismiss')}</span>
        </button>
      ) : null}
    </div>
  );
}
