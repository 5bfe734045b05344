import { toHalfWidth } from '@kessai/domain';

export interface Reformatted {
  value: string;
  caret: number;
}

/** Digits (full-width too) are what a card mask keeps; separators come and go. */
export function isDigit(char: string): boolean {
  return /^[0-9]$/.test(toHalfWidth(char));
}

/**
 * Reformats a masked input and finds where the caret belongs afterwards: after the same number of
 * kept characters (digits by default) as before, so inserting or deleting a digit mid-number
 * keeps the caret next to it even when separators move.
 */
export function reformatKeepingCaret(
  raw: string,
  caret: number,
  format: (raw: string) => string,
  isKept: (char: string) => boolean = isDigit,
): Reformatted {
  const value = format(raw);
  let keptBefore = 0;
  for (const char of raw.slice(0, caret)) if (isKept(char)) keptBefore += 1;
  if (keptBefore === 0) return { value, caret: 0 };
  let seen = 0;
  for (let index = 0; index < value.length; index += 1) {
    if (isKept(value.charAt(index))) seen += 1;
    if (seen === keptBefore) return { value, caret: index + 1 };
  }
  return { value, caret: value.length };
}
