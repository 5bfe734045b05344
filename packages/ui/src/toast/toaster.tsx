import { useLingui } from '@lingui/react/macro';
import { useEffect, useRef, useSyncExternalStore, type RefObject } from 'react';
import { createPortal } from 'react-dom';
import { Spinner } from '../spinner/spinner.js';
import { StatusIcon } from '../status-icon/status-icon.js';
import {
  dismissToast,
  getToasts,
  pauseToast,
  resumeToast,
  subscribeToToasts,
} from './toast-store.js';
import type { ToastItem } from './toast-store.js';

export interface ToasterProps {
  /** Where the stack sits; it is full width (minus a margin) on narrow screens either way. */
  position?: 'top' | 'bottom';
}

function ToastIcon({ type }: { type: ToastItem['type'] }) {
  const { t } = useLingui();
  if (type === 'loading') return <Spinner decorative size="small" />;
  if (type === 'info') {
    return (
      <svg
        role="img"
        aria-label={t`Information`}
        className="kessai-icon kessai-toast__info"
        viewBox="0 0 24 24"
        focusable="false"
      >
        <circle cx="12" cy="12" r="11" />
        <path d="M12 11v6m0-10v.5" />
      </svg>
    );
  }
  return <StatusIcon type={type} />;
}

/**
 * Holds the toast's timer while the pointer rests on it or focus is inside it, so a message can be
 * read to the end (WCAG 2.2.1). Native listeners: the toast is not a control, only a surface that
 * notices attention.
 */
function usePauseWhileAttended(ref: RefObject<HTMLDivElement | null>, id: string): void {
  useEffect(() => {
    const element = ref.current;
    if (element === null) return;
    const pause = () => pauseToast(id);
    const resume = () => {
      if (!element.matches(':hover') && !element.contains(document.activeElement)) resumeToast(id);
    };
    const events = [
      ['mouseenter', pause],
      ['focusin', pause],
      ['mouseleave', resume],
      ['focusout', resume],
    ] as const;
    for (const [type, listener] of events) element.addEventListener(type, listener);
    return () => {
      for (const [type, listener] of events) element.removeEventListener(type, listener);
    };
  }, [ref, id]);
}

function Toast({ item }: { item: ToastItem }) {
  const { t } = useLingui();
  const ref = useRef<HTMLDivElement>(null);
  usePauseWhileAttended(ref, item.id);
  return (
    <div
      ref={ref}
      className={`kessai-toast kessai-toast--${item.type}${item.leaving ? ' kessai-toast--leaving' : ''}`}
    >
      <ToastIcon type={item.type} />
      <div className="kessai-toast__message">{item.message}</div>
      {item.closable && (
        <button
          type="button"
          className="kessai-toast__close"
          aria-label={t`Close notification`}
          onClick={() => dismissToast(item.id)}
        >
          <svg aria-hidden="true" className="kessai-icon" viewBox="0 0 24 24" focusable="false">
            <path d="m6 6 12 12M18 6 6 18" />
          </svg>
        </button>
      )}
    </div>
  );
}

/**
 * Shows the toasts raised through `toast.*`. Mount it once, near the root. Its two live regions
 * are always in the page so that screen readers announce what is added: errors assertively
 * (role="alert"), the other types politely (role="status").
 */
export function Toaster({ position = 'top' }: ToasterProps) {
  const toasts = useSyncExternalStore(subscribeToToasts, getToasts, getToasts);
  const errors = toasts.filter((item) => item.type === 'error');
  const others = toasts.filter((item) => item.type !== 'error');
  if (typeof document === 'undefined') return null;
  // In <body> rather than in the app's tree, so that an open modal, which makes the rest of the
  // page inert, can leave the toasts usable.
  return createPortal(
    <div className={`kessai-toaster kessai-toaster--${position}`} data-kessai-toaster="">
      <div role="alert" className="kessai-toaster__region">
        {errors.map((item) => (
          <Toast key={item.id} item={item} />
        ))}
      </div>
      <div role="status" className="kessai-toaster__region">
        {others.map((item) => (
          <Toast key={item.id} item={item} />
        ))}
      </div>
    </div>,
    document.body,
  );
}
