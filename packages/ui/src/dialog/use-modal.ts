import { useEffect, useRef, type RefObject } from 'react';

const FOCUSABLE = [
  'a[href]',
  'area[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  'iframe',
  '[contenteditable="true"]',
  '[tabindex]:not([tabindex="-1"])',
].join(',');

function focusableIn(container: HTMLElement): HTMLElement[] {
  return Array.from(container.querySelectorAll<HTMLElement>(FOCUSABLE)).filter(
    (element) => !element.closest('[inert]') && !element.hidden,
  );
}

/**
 * Turns the element into a modal while mounted: focus moves in (to `initialFocus` or the first
 * focusable element), Tab and Shift+Tab cycle inside, everything else on the page is made inert,
 * Escape calls `onEscape`, and focus returns where it was when the modal closes.
 *
 * Elements marked `data-kessai-toaster` stay usable, so a toast raised while the modal is open can
 * still be read and closed.
 */
export function useModal(
  containerRef: RefObject<HTMLElement | null>,
  onEscape: () => void,
  initialFocusRef?: RefObject<HTMLElement | null>,
): void {
  // The latest callback, without re-running the effect (which would steal focus again).
  const onEscapeRef = useRef(onEscape);
  useEffect(() => {
    onEscapeRef.current = onEscape;
  });

  useEffect(() => {
    const container = containerRef.current;
    if (container === null) return;
    const previouslyFocused =
      document.activeElement instanceof HTMLElement ? document.activeElement : null;

    // Inert every sibling of the modal's branch, up to <body>.
    const madeInert: HTMLElement[] = [];
    for (let node: HTMLElement | null = container; node && node !== document.body;) {
      const parent: HTMLElement | null = node.parentElement;
      if (parent === null) break;
      for (const sibling of Array.from(parent.children)) {
        if (
          sibling !== node &&
          sibling instanceof HTMLElement &&
          !sibling.hasAttribute('inert') &&
          !sibling.hasAttribute('data-kessai-toaster')
        ) {
          // The attribute rather than the property: same effect, and visible to tests and CSS.
          sibling.setAttribute('inert', '');
          madeInert.push(sibling);
        }
      }
      node = parent;
    }
    document.documentElement.classList.add('kessai-scroll-locked');

    const first = initialFocusRef?.current ?? focusableIn(container)[0] ?? container;
    first.focus();

    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.preventDefault();
        onEscapeRef.current();
        return;
      }
      if (event.key !== 'Tab') return;
      const focusable = focusableIn(container);
      const firstElement = focusable[0];
      const lastElement = focusable[focusable.length - 1];
      if (firstElement === undefined || lastElement === undefined) {
        event.preventDefault();
        container.focus();
        return;
      }
      const active = document.activeElement;
      if (event.shiftKey && (active === firstElement || !container.contains(active))) {
        event.preventDefault();
        lastElement.focus();
      } else if (!event.shiftKey && (active === lastElement || !container.contains(active))) {
        event.preventDefault();
        firstElement.focus();
      }
    };
    document.addEventListener('keydown', onKeyDown);

    return () => {
      document.removeEventListener('keydown', onKeyDown);
      for (const element of madeInert) element.removeAttribute('inert');
      if (document.querySelector('[aria-modal="true"]') === null) {
        document.documentElement.classList.remove('kessai-scroll-locked');
      }
      if (previouslyFocused?.isConnected) previouslyFocused.focus();
    };
  }, [containerRef, initialFocusRef]);
}
