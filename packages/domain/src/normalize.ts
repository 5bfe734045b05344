/**
 * Callers from plain JavaScript may pass anything; every public function goes through this so it
 * never throws on `undefined`, numbers or objects.
 */
export function asString(value: unknown): string {
  return typeof value === 'string' ? value : '';
}

const FULL_WIDTH_ASCII = /[\uFF01-\uFF5E]/g;
const FULL_WIDTH_OFFSET = 0xfee0;

/**
 * Converts the full-width forms of ASCII characters (U+FF01–U+FF5E: digits, letters, `／`, `－` …)
 * and the ideographic space (U+3000) to their half-width ASCII characters. This is what a
 * Japanese, Chinese or Korean IME produces in full-width mode; other characters are kept.
 */
export function toHalfWidth(input: string): string {
  return asString(input)
    .replace(FULL_WIDTH_ASCII, (char) =>
      String.fromCharCode(char.charCodeAt(0) - FULL_WIDTH_OFFSET),
    )
    .replace(/\u3000/g, ' ');
}

/*
 * Separators shoppers type or paste between digit groups: any white space (incl. no-break and
 * ideographic space) and the dash family. U+30FC (ー) and U+FF70 (ｰ) are included because a Japanese
 * IME turns the hyphen key into the prolonged sound mark.
 */
const CARD_SEPARATORS = /[\s\-\u2010-\u2015\u2043\u2212\u30FC\uFE58\uFE63\uFF70]/g;

/**
 * Normalizes typed or pasted card input: full-width digits and letters become half-width, spaces
 * and hyphens (including their full-width and typographic variants) are dropped. Any other
 * character is kept, so that validation can still reject it.
 *
 * @example normalizeCardInput('４１１１－１１１１ 1111') // → '411111111111'
 */
export function normalizeCardInput(input: string): string {
  return toHalfWidth(input).replace(CARD_SEPARATORS, '');
}

/** The ASCII digits of normalized card input, everything else dropped. */
export function cardDigits(input: string): string {
  return normalizeCardInput(input).replace(/[^0-9]/g, '');
}
