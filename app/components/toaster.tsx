import { useEffect, useState, type CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { useHydrated } from 'remix-utils/use-hydrated';
import type { Toast } from '~/sessions.server';

/**
 * §3, §4: the one notification region. Toasts fade out after their duration by CSS alone, so
 * this works without JavaScript; with it a timer removes them and a button dismisses them.
 */
export function Toaster({ toast }: { toast: Toast | null }) {
  const { t } = useTranslation();
  const hydrated = useHydrated();
  const [dismissedId, setDismissedId] = useState<string | null>(null);
  const visible = toast && toast.id !== dismissedId ? toast : null;

  useEffect(() => {
    if (!visible || visible.persistent) return;
    const timer = setTimeout(() => setDismissedId(visible.id), visible.durationMs);
    return () => clearTimeout(timer);
  }, [visible]);

  return (
    <div className="toasts" role="status" aria-live="polite" aria-label={t('notification.regionLabel')}>
      {visible ? (
        <div
          key={visible.id}
          className={`toast toast--${visible.type}${visible.persistent ? ' toast--persistent' : ''}`}
          style={{ '--toast-duration': `${visible.durationMs}ms` } as CSSProperties}
        >
          <span className="visually-hidden">{t(`notification.type.${visible.type}`)}: </span>
          <span className="toast__message">{visible.message}</span>
          {hydrated ? (
            <button type="button" className="toast__dismiss" onClick={() => setDismissedId(visible.id)}>
              <span aria-hidden="true">×</span>
              <span className="visually-hidden">{t('notification.dismiss')}</span>
            </button>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}
