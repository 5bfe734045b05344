import { POPOVER_HIDE_DELAY_MS } from '@kessai/domain';
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';

export interface PopoverProps {
  /** Content of the trigger button, e.g. an icon with a visually hidden label, or a short text. */
  trigger: ReactNode;
  /** Accessible name of the trigger when its content is only an icon. */
  triggerLabel?: string;
  /** What the popover shows. */
  children: ReactNode;
  placement?: 'top' | 'bottom';
  className?: string;
}

/**
 * A small popup attached to a button. It opens on hover, on keyboard focus and on tap or click,
 * and hides 300 ms after the pointer or focus leaves, so the pointer can travel into it
 * (WCAG 1.4.13: hoverable, persistent). Escape hides it at once.
 */
export function Popover({
  trigger,
  triggerLabel,
  children,
  placement = 'bottom',
  className,
}: PopoverProps) {
  const [open, setOpen] = useState(false);
  const hideTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const contentId = useId();

  const cancelHide = () => {
    if (hideTimer.current !== undefined) clearTimeout(hideTimer.current);
    hideTimer.current = undefined;
  };
  const show = () => {
    cancelHide();
    setOpen(true);
  };
  const hideLater = () => {
    cancelHide();
    hideTimer.current = setTimeout(() => {
      hideTimer.current = undefined;
      setOpen(false);
    }, POPOVER_HIDE_DELAY_MS);
  };
  useEffect(() => cancelHide, []);

  // Hover is watched on the wrapper (trigger and popup): the pointer may cross from one to the
  // other within the hide delay. Native listeners, as the wrapper itself is not a control.
  const rootRef = useRef<HTMLSpanElement>(null);
  const showRef = useRef(show);
  const hideLaterRef = useRef(hideLater);
  useEffect(() => {
    showRef.current = show;
    hideLaterRef.current = hideLater;
  });
  useEffect(() => {
    const root = rootRef.current;
    if (root === null) return;
    const onEnter = () => showRef.current();
    const onLeave = () => hideLaterRef.current();
    root.addEventListener('mouseenter', onEnter);
    root.addEventListener('mouseleave', onLeave);
    return () => {
      root.removeEventListener('mouseenter', onEnter);
      root.removeEventListener('mouseleave', onLeave);
    };
  }, []);

  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      clearTimeout(hideTimer.current);
      setOpen(false);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [open]);

  return (
    <span
      ref={rootRef}
      className={`kessai-popover kessai-popover--${placement}${className ? ` ${className}` : ''}`}
    >
      <button
        type="button"
        className="kessai-popover__trigger"
        aria-label={triggerLabel}
        aria-expanded={open}
        aria-controls={open ? contentId : undefined}
        aria-describedby={open ? contentId : undefined}
        onFocus={show}
        onBlur={hideLater}
        // Not a toggle: a tap or click also focuses (and hovers), which has already opened it.
        onClick={show}
      >
        {trigger}
      </button>
      {open && (
        <span id={contentId} role="tooltip" className="kessai-popover__content">
          {children}
        </span>
      )}
    </span>
  );
}
