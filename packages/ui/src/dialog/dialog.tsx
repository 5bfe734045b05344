import { useId, useRef, type ReactNode, type RefObject } from 'react';
import { createPortal } from 'react-dom';
import { useModal } from './use-modal.js';

export interface DialogProps {
  open: boolean;
  /** Called on Escape and by the app's own close buttons. */
  onClose: () => void;
  title: ReactNode;
  /** Shown before the title, e.g. a status icon. */
  icon?: ReactNode;
  /** The main content; it also becomes the dialog's accessible description. */
  children: ReactNode;
  /** Buttons at the bottom. */
  actions?: ReactNode;
  /** The element to focus when the dialog opens; default the first focusable element. */
  initialFocusRef?: RefObject<HTMLElement | null>;
  /** `alertdialog` for messages that need the shopper's attention (errors, confirmations). */
  role?: 'dialog' | 'alertdialog';
  className?: string;
}

function DialogContent({
  onClose,
  title,
  icon,
  children,
  actions,
  initialFocusRef,
  role = 'dialog',
  className,
}: Omit<DialogProps, 'open'>) {
  const ref = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const bodyId = useId();
  useModal(ref, onClose, initialFocusRef);
  return (
    <div className="kessai-dialog__backdrop">
      <div
        ref={ref}
        role={role}
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={bodyId}
        tabIndex={-1}
        className={`kessai-dialog${className ? ` ${className}` : ''}`}
      >
        <h2 id={titleId} className="kessai-dialog__title">
          {icon}
          {title}
        </h2>
        <div id={bodyId} className="kessai-dialog__body">
          {children}
        </div>
        {actions !== undefined && <div className="kessai-dialog__actions">{actions}</div>}
      </div>
    </div>
  );
}

/**
 * A modal dialog rendered into `document.body`: focus moves in and is kept inside, the rest of the
 * page is inert, Escape calls `onClose`, and focus returns to where it was on close.
 */
export function Dialog({ open, ...props }: DialogProps) {
  if (!open || typeof document === 'undefined') return null;
  return createPortal(<DialogContent {...props} />, document.body);
}
