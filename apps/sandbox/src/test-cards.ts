import type { CardNetwork } from './wire.js';

/**
 * What happens when a card is used. Token-time outcomes (`token-*`) make `Multipayment.getToken`
 * answer that result code; the others are decided when the card is charged.
 */
export type CardOutcome =
  | 'success'
  | 'decline'
  | 'insufficient-funds'
  | 'challenge'
  | 'processing-error'
  | 'slow'
  | 'token-150'
  | 'token-901'
  | 'token-902';

/** Outcomes a token or saved card can carry (token-time failures never produce a token). */
export type ChargeOutcome = Exclude<CardOutcome, `token-${string}`>;

export interface TestCard {
  readonly number: string;
  readonly network: CardNetwork;
  readonly outcome: CardOutcome;
  readonly description: string;
}

/** The sandbox's test cards; documented in README.md ("Test cards"). */
export const TEST_CARDS: readonly TestCard[] = Object.freeze([
  { number: '4111111111111111', network: 'VISA', outcome: 'success', description: 'Success' },
  { number: '4242424242424242', network: 'VISA', outcome: 'success', description: 'Success' },
  {
    number: '5555555555554444',
    network: 'MASTERCARD',
    outcome: 'success',
    description: 'Success',
  },
  {
    number: '2223000048400011',
    network: 'MASTERCARD',
    outcome: 'success',
    description: 'Success (2-series)',
  },
  { number: '3530111333300000', network: 'JCB', outcome: 'success', description: 'Success' },
  { number: '378282246310005', network: 'AMEX', outcome: 'success', description: 'Success' },
  { number: '36227206271667', network: 'DINERS', outcome: 'success', description: 'Success' },
  { number: '6200000000000005', network: 'UNIONPAY', outcome: 'success', description: 'Success' },
  {
    number: '4000000000000002',
    network: 'VISA',
    outcome: 'decline',
    description: 'Declined → FAILED',
  },
  {
    number: '4000000000009995',
    network: 'VISA',
    outcome: 'insufficient-funds',
    description: 'Insufficient funds → FAILED',
  },
  {
    number: '4000000000003220',
    network: 'VISA',
    outcome: 'challenge',
    description: '3-D Secure challenge (approve or deny)',
  },
  {
    number: '3530111333300020',
    network: 'JCB',
    outcome: 'challenge',
    description: '3-D Secure challenge (approve or deny)',
  },
  {
    number: '4000000000000119',
    network: 'VISA',
    outcome: 'processing-error',
    description: 'Processing error → INTERNAL_ERROR',
  },
  {
    number: '4000000000000077',
    network: 'VISA',
    outcome: 'slow',
    description: 'Success after a slow provider answer',
  },
  {
    number: '4000000000000150',
    network: 'VISA',
    outcome: 'token-150',
    description: 'getToken answers 150 (card data invalid)',
  },
  {
    number: '4000000000000901',
    network: 'VISA',
    outcome: 'token-901',
    description: 'getToken answers 901 (provider system error)',
  },
  {
    number: '4000000000000902',
    network: 'VISA',
    outcome: 'token-902',
    description: 'getToken answers 902 (provider busy)',
  },
]);

const BY_NUMBER = new Map(TEST_CARDS.map((card) => [card.number, card.outcome]));

/** The outcome of a card number: a test card's, else success for any well-formed card. */
export function outcomeForCardNumber(number: string): CardOutcome {
  return BY_NUMBER.get(number) ?? 'success';
}

/** Provider-style error messages stored in `error_msg` (codes in the card provider's format). */
export const DECLINE_MESSAGES = {
  decline: '42G120000: The card was declined by the card issuer.',
  'insufficient-funds': '42G020000: The card has insufficient funds.',
  'challenge-denied': '42G440000: 3-D Secure authentication failed.',
  'card-expired': '42G830000: The card has expired.',
  'processing-error': 'E92000001: The card processor could not process the payment.',
  'wallet-declined': 'The payment was declined in the wallet app.',
} as const;
