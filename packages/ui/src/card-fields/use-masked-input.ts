import {
  useLayoutEffect,
  useRef,
  type ChangeEvent,
  type CompositionEvent,
  type RefObject,
} from 'react';
import { reformatKeepingCaret } from './reformat-keeping-caret.js';

export interface MaskedInputHandlers {
  ref: RefObject<HTMLInputElement | null>;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
  onCompositionStart: () => void;
  onCompositionEnd: (event: CompositionEvent<HTMLInputElement>) => void;
}

/**
 * Formats a controlled input as the shopper types, keeping the caret on the same digit. While an
 * IME composition is active (Japanese, Chinese, Korean input) the text is left exactly as the IME
 * has it, and formatted once the composition ends; rewriting it mid-composition would break it.
 */
export function useMaskedInput(
  format: (raw: string) => string,
  setValue: (value: string) => void,
  isKept?: (char: string) => boolean,
): MaskedInputHandlers {
  const ref = useRef<HTMLInputElement>(null);
  const composing = useRef(false);
  const pendingCaret = useRef<number | null>(null);

  // After React has written the formatted value (which puts the caret at the end), put it back.
  useLayoutEffect(() => {
    const input = ref.current;
    const caret = pendingCaret.current;
    if (input === null || caret === null) return;
    pendingCaret.current = null;
    if (input.ownerDocument.activeElement === input) input.setSelectionRange(caret, caret);
  });

  const reformat = (input: HTMLInputElement) => {
    const { value, caret } = reformatKeepingCaret(
      input.value,
      input.selectionStart ?? input.value.length,
      format,
      isKept,
    );
    pendingCaret.current = caret;
    setValue(value);
  };

  return {
    ref,
    onChange: (event) => {
      const native = event.nativeEvent as Partial<InputEvent>;
      if (composing.current || native.isComposing === true) {
        setValue(event.target.value);
        return;
      }
      reformat(event.target);
    },
    onCompositionStart: () => {
      composing.current = true;
    },
    onCompositionEnd: (event) => {
      composing.current = false;
      reformat(event.currentTarget);
    },
  };
}
