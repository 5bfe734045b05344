import { MAX_CVC_LENGTH } from './constants.js';
import type { CardNetwork } from './enums.js';
import { asString, toHalfWidth } from './normalize.js';

const UNKNOWN_NETWORK_CVC_LENGTHS: readonly number[] = Object.freeze([3, 4]);
const AMEX_CVC_LENGTHS: readonly number[] = Object.freeze([4]);
const DEFAULT_CVC_LENGTHS: readonly number[] = Object.freeze([3]);
const KNOWN_NETWORKS = new Set<string>(['VISA', 'MASTERCARD', 'JCB', 'DINERS', 'UNIONPAY']);

/**
 * The security-code lengths a network allows: Amex exactly 4, every other known network exactly 3,
 * and 3 or 4 while the network is unknown (`CARD_NETWORK_UNSPECIFIED` or any unrecognised value).
 */
export function cvcLengths(network: CardNetwork): readonly number[] {
  if (network === 'AMEX') return AMEX_CVC_LENGTHS;
  return KNOWN_NETWORKS.has(asString(network)) ? DEFAULT_CVC_LENGTHS : UNKNOWN_NETWORK_CVC_LENGTHS;
}

/**
 * The longest security code a network allows, for the field's `maxLength`: 4 for Amex and for an
 * unknown network, 3 otherwise.
 */
export function cvcLength(network: CardNetwork): number {
  return Math.max(...cvcLengths(network));
}

/**
 * Validates a security code for a network: ASCII digits only (full-width digits are converted
 * first), at most {@link MAX_CVC_LENGTH}, with a length from {@link cvcLengths}. White space is not
 * accepted.
 */
export function validateCardCvc(cvc: string, network: CardNetwork): boolean {
  const value = toHalfWidth(asString(cvc));
  if (!/^[0-9]+$/.test(value) || value.length > MAX_CVC_LENGTH) return false;
  return cvcLengths(network).includes(value.length);
}
