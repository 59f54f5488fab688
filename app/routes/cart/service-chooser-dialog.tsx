import { useEffect, useId, useRef, type ReactNode } from 'react';
import { useTranslation } from '~/utils/use-translation';

type ServiceChooserDialogProps = {
  title: string;
  /** Closed from outside (a form inside succeeded); the browser gives focus back to the opener. */
  open: boolean;
  onClose: () => void;
  children: ReactNode;
};

/**
 * Decision 0047: unlike the cart dialogs (0020), a navigation does not close it by itself, since
 * a refused form inside must stay in view with its messages; the cart decides when it closes.
 */
export function ServiceChooserDialog({ title, open, onClose, children }: ServiceChooserDialogProps) {
  const { t } = useTranslation();
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open && !element.open) element.showModal();
    if (!open && element.open) element.close();
  }, [open]);

  // Switched from one part to the other, the link pressed is gone: the focus goes to the new title.
  const heading = useRef<HTMLHeadingElement>(null);
  const shownTitle = useRef(title);
  useEffect(() => {
    if (title === shownTitle.current) return;
    shownTitle.current = title;
    heading.current?.focus();
  }, [title]);

  useEffect(() => {
    const element = dialog.current;
    // A click on the backdrop is a click on the dialog element itself.
    const onBackdropClick = (event: MouseEvent) => {
      if (event.target === element) element?.close();
    };
    element?.addEventListener('click', onBackdropClick);
    return () => element?.removeEventListener('click', onBackdropClick);
  }, []);

  return (
    <dialog
      ref={dialog}
      className="modal-dialog service-chooser-dialog"
      aria-labelledby={titleId}
      onClose={onClose}
    >
      <div className="modal-dialog__header">
        <h2 id={titleId} ref={heading} tabIndex={-1} className="modal-dialog__title">
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
