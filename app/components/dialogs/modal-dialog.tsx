import { useLocation } from '@remix-run/react';
import { useEffect, useId, useRef, type ReactNode } from 'react';
import { useTranslation } from '~/utils/use-translation';

/** What a dialog the host opens receives: closing hands focus back to the link that opened it. */
export type HostedDialogProps = { onClose: () => void };

type ModalDialogProps = {
  title: string;
  onClose: () => void;
  className?: string;
  children: ReactNode;
};

/** Issue 6: showModal() makes the rest inert, handles Escape; backdrop clicks and navigation close it. */
export function ModalDialog({ title, onClose, className, children }: ModalDialogProps) {
  const { t } = useTranslation();
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const { key } = useLocation();
  const openedAt = useRef(key);

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (!element.open) element.showModal();
    // A click on the backdrop is a click on the dialog element itself.
    const onBackdropClick = (event: MouseEvent) => {
      if (event.target === element) element.close();
    };
    element.addEventListener('click', onBackdropClick);
    return () => element.removeEventListener('click', onBackdropClick);
  }, []);

  useEffect(() => {
    if (key !== openedAt.current) dialog.current?.close();
  }, [key]);

  return (
    <dialog
      ref={dialog}
      className={`modal-dialog ${className ?? ''}`}
      aria-labelledby={titleId}
      onClose={onClose}
    >
      <div className="modal-dialog__header">
        <h2 id={titleId} className="modal-dialog__title">
          {title}
        </h2>
        <button type="button" className="modal-dialog__close" onClick={() => dialog.current?.close()}>
          <span aria-hidden="true">×</span>
          <span className="visually-hidden">{t('common.close')}</span>
        </button>
      </div>
      <div className="modal-dialog__body">{children}</div>
    </dialog>
  );
}
