import type { CardNetwork } from './enums.js';
import { cardDigits, normalizeCardInput } from './normalize.js';

interface PrefixRange {
  readonly network: CardNetwork;
  /** How many leading digits the range is about. */
  readonly digits: number;
  readonly from: number;
  readonly to: number;
}

/* Spec §5, "Network detection from the first 6 digits". No two ranges overlap. */
const PREFIX_RANGES: readonly PrefixRange[] = [
  { network: 'VISA', digits: 1, from: 4, to: 4 },
  { network: 'MASTERCARD', digits: 2, from: 51, to: 55 },
  { network: 'MASTERCARD', digits: 4, from: 2221, to: 2720 },
  { network: 'AMEX', digits: 2, from: 34, to: 34 },
  { network: 'AMEX', digits: 2, from: 37, to: 37 },
  { network: 'JCB', digits: 4, from: 2131, to: 2131 },
  { network: 'JCB', digits: 4, from: 1800, to: 1800 },
  { network: 'JCB', digits: 2, from: 35, to: 35 },
  { network: 'DINERS', digits: 3, from: 300, to: 305 },
  { network: 'DINERS', digits: 3, from: 309, to: 309 },
  { network: 'DINERS', digits: 2, from: 36, to: 36 },
  { network: 'DINERS', digits: 2, from: 38, to: 39 },
  { network: 'UNIONPAY', digits: 2, from: 62, to: 62 },
];

/** How many leading digits decide the network. */
export const CARD_NETWORK_PREFIX_LENGTH = 6;

const MASKS: Readonly<Record<CardNetwork, readonly number[]>> = {
  CARD_NETWORK_UNSPECIFIED: Object.freeze([4, 4, 4, 4]),
  VISA: Object.freeze([4, 4, 4, 4]),
  MASTERCARD: Object.freeze([4, 4, 4, 4]),
  AMEX: Object.freeze([4, 6, 5]),
  JCB: Object.freeze([4, 4, 4, 4]),
  DINERS: Object.freeze([4, 6, 4]),
  UNIONPAY: Object.freeze([4, 4, 4, 4]),
};

const LENGTHS: Readonly<Record<CardNetwork, readonly number[]>> = {
  CARD_NETWORK_UNSPECIFIED: Object.freeze([]),
  VISA: Object.freeze([13, 16]),
  MASTERCARD: Object.freeze([16]),
  AMEX: Object.freeze([15]),
  JCB: Object.freeze([16]),
  DINERS: Object.freeze([14]),
  UNIONPAY: Object.freeze([16]),
};

function knownNetwork(network: CardNetwork): CardNetwork {
  return typeof network === 'string' && Object.hasOwn(MASKS, network)
    ? network
    : 'CARD_NETWORK_UNSPECIFIED';
}

/**
 * Detects the card network from the first six digits of the input (after
 * {@link normalizeCardInput}; other characters are ignored). A prefix too short to decide, such as
 * `'2'`, `'22'`, `'3'` or `'30'`, gives `CARD_NETWORK_UNSPECIFIED`, as does any prefix outside the
 * spec's ranges.
 *
 * @example detectCardNetwork('3782 822463 10005') // → 'AMEX'
 */
export function detectCardNetwork(input: string): CardNetwork {
  const prefix = cardDigits(input).slice(0, CARD_NETWORK_PREFIX_LENGTH);
  for (const range of PREFIX_RANGES) {
    if (prefix.length < range.digits) continue;
    const value = Number(prefix.slice(0, range.digits));
    if (value >= range.from && value <= range.to) return range.network;
  }
  return 'CARD_NETWORK_UNSPECIFIED';
}

/**
 * The digit-group sizes of a network's input mask: 4-4-4-4, Amex 4-6-5, Diners 4-6-4. An unknown
 * value is treated as `CARD_NETWORK_UNSPECIFIED` (4-4-4-4).
 */
export function cardNumberMask(network: CardNetwork): readonly number[] {
  return MASKS[knownNetwork(network)];
}

/**
 * The full card-number lengths a network allows (Luhn-free check): Visa 13 or 16, Amex 15,
 * Diners 14, others 16. Unknown networks allow none.
 */
export function cardNumberLengths(network: CardNetwork): readonly number[] {
  return LENGTHS[knownNetwork(network)];
}

/**
 * Formats card input with the mask of its detected network, groups separated by one space.
 * Non-digits are removed; digits beyond the mask are never dropped but kept as one trailing group,
 * so an over-long paste stays visibly wrong (and fails {@link isCardNumberLengthValid}) instead of
 * being cut into a different number. Idempotent.
 *
 * @example formatCardNumber('378282246310005') // → '3782 822463 10005'
 */
export function formatCardNumber(input: string): string {
  const digits = cardDigits(input);
  const groups: string[] = [];
  let position = 0;
  for (const size of cardNumberMask(detectCardNetwork(digits))) {
    if (position >= digits.length) break;
    groups.push(digits.slice(position, position + size));
    position += size;
  }
  if (position < digits.length) groups.push(digits.slice(position));
  return groups.join(' ');
}

/**
 * Whether the full card number has a length its detected network allows. Spaces and hyphens are
 * ignored; any other non-digit, an unknown network or an over-long number fails. No Luhn check:
 * the card provider decides whether the number exists.
 */
export function isCardNumberLengthValid(input: string): boolean {
  const normalized = normalizeCardInput(input);
  if (!/^[0-9]+$/.test(normalized)) return false;
  return cardNumberLengths(detectCardNetwork(normalized)).includes(normalized.length);
}

/** Result of {@link validateCardNumber}. */
export type CardNumberValidity = 'valid' | 'invalid' | 'unsupported';

/**
 * Validates a card number for the card form: `'invalid'` when the length check fails or no network
 * is detected, `'unsupported'` when the detected network is not among `acceptedNetworks` (the
 * payment's `card_networks`; omitted means any), else `'valid'`.
 */
export function validateCardNumber(
  input: string,
  acceptedNetworks?: readonly CardNetwork[],
): CardNumberValidity {
  const network = detectCardNetwork(input);
  if (network === 'CARD_NETWORK_UNSPECIFIED') return 'invalid';
  if (Array.isArray(acceptedNetworks) && !acceptedNetworks.includes(network)) return 'unsupported';
  return isCardNumberLengthValid(input) ? 'valid' : 'invalid';
}
