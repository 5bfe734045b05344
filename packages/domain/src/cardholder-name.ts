import { asString } from './normalize.js';

/*
 * The card provider accepts only half-width Latin letters and spaces in the holder name, which is
 * why the error catalogue asks for "standard English alphabet letters in half-width format".
 */
const NAME_CHARACTERS = /^[A-Za-z ]+$/;
const LETTER = /[A-Za-z]/;

/**
 * Whether a cardholder name uses only the letters A–Z, a–z and (half-width) spaces, with at least
 * one letter. Full-width letters, digits, punctuation and other scripts fail; convert IME input
 * with `toHalfWidth` before validating if the field should accept full-width letters.
 */
export function isCardholderNameValid(name: string): boolean {
  const value = asString(name);
  return NAME_CHARACTERS.test(value) && LETTER.test(value);
}
