import { useLingui } from '@lingui/react/macro';
import { useRef, useSyncExternalStore } from 'react';
import { Dialog } from '../dialog/dialog.js';
import { StatusIcon } from '../status-icon/status-icon.js';
import {
  closeErrorDialog,
  getErrorMessageState,
  subscribeToErrorMessage,
} from './error-message-store.js';

export interface ErrorDialogProps {
  /** The FAQ page, opened in a new tab. */
  faqUrl?: string;
}

/**
 * Shows the current error message (see `setErrorMessage`) in a modal with the error icon, a link
 * to the FAQ and a Close button; hidden while there is no message. Mount it once in the layout.
 */
export function ErrorDialog({ faqUrl = '/faq' }: ErrorDialogProps) {
  const { t } = useLingui();
  const { message, open } = useSyncExternalStore(
    subscribeToErrorMessage,
    getErrorMessageState,
    getErrorMessageState,
  );
  const closeRef = useRef<HTMLButtonElement>(null);
  return (
    <Dialog
      open={open && message !== null}
      onClose={closeErrorDialog}
      role="alertdialog"
      className="kessai-error-dialog"
      icon={<StatusIcon type="error" decorative />}
      title={t`Error`}
      initialFocusRef={closeRef}
      actions={
        <button ref={closeRef} type="button" className="kessai-button" onClick={closeErrorDialog}>
          {t`Close`}
        </button>
      }
    >
      <p className="kessai-error-dialog__message">{message}</p>
      <p className="kessai-error-dialog__faq">
        <a href={faqUrl} target="_blank" rel="noopener noreferrer">
          {t`See the FAQ`} <span className="kessai-visually-hidden">{t`(opens in a new tab)`}</span>
        </a>
      </p>
    </Dialog>
  );
}
