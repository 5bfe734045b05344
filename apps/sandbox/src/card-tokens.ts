import { detectCardNetwork, isCardNumberLengthValid } from '@kessai/domain';
import type { SandboxStore } from './store.js';
import { outcomeForCardNumber } from './test-cards.js';

/**
 * The card provider's `getToken` result codes the sandbox uses (README.md, "Token script").
 * The script checks the same rules before posting, so both places answer alike.
 */
export const TOKEN_RESULT_CODES = {
  '000': 'Success',
  '100': 'Card number is required',
  '101': 'Card number is not numeric',
  '102': 'Card number length is wrong (10 to 16 digits)',
  '110': 'Expiry is required',
  '111': 'Expiry is not numeric',
  '112': 'Expiry length is wrong (YYMM)',
  '113': 'Expiry month is invalid, or the card has expired',
  '121': 'Security code is not numeric',
  '122': 'Security code length is wrong (3 or 4 digits)',
  '131': 'Holder name has invalid characters',
  '132': 'Holder name is too long (over 50 characters)',
  '141': 'Token number is not numeric',
  '142': 'Token number is out of range (1 to 10)',
  '150': 'Card data is invalid',
  '501': 'Shop id is missing or malformed',
  '502': 'Shop id is unknown',
  '511': 'Multipayment.init was not called',
  '512': 'getToken was called without card data',
  '901': 'Provider system error',
  '902': 'Provider is busy; try again later',
} as const;

export type TokenResultCode = keyof typeof TOKEN_RESULT_CODES;

export interface TokenSuccess {
  resultCode: '000';
  tokenObject: {
    token: string[];
    toBeExpiredAt: string;
    maskedCardNo: string;
    isSecurityCodeSet: boolean;
  };
}

export interface TokenFailure {
  resultCode: Exclude<TokenResultCode, '000'>;
}

export type TokenAnswer = TokenSuccess | TokenFailure;

const SHOP_ID = /^[A-Za-z0-9_-]{1,64}$/;
const HOLDER_NAME = /^[A-Za-z0-9 ,./-]*$/;

function field(body: Record<string, unknown>, name: string): string | undefined {
  const value = Object.hasOwn(body, name) ? body[name] : undefined;
  if (value === undefined || value === null) return undefined;
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return typeof value === 'string' ? value : '\u0000';
}

/** The provider's format: `yyyy-MM-dd-HH-mm-ss` in Japan time. */
function providerTimestamp(date: Date): string {
  const jst = new Date(date.getTime() + 9 * 60 * 60 * 1000).toISOString();
  return `${jst.slice(0, 10)}-${jst.slice(11, 13)}-${jst.slice(14, 16)}-${jst.slice(17, 19)}`;
}

function isExpired(expire: string, now: Date): boolean {
  const year = 2000 + Number(expire.slice(0, 2));
  const month = Number(expire.slice(2, 4));
  const nowYear = now.getUTCFullYear();
  return year < nowYear || (year === nowYear && month < now.getUTCMonth() + 1);
}

/**
 * `POST /sandbox/tokens`: checks the card like the provider and issues single-use tokens that
 * keep only network, last four digits, expiry and the test outcome. The number and the security
 * code are dropped here and never stored, logged or echoed.
 */
export function issueCardToken(store: SandboxStore, input: unknown): TokenAnswer {
  if (input === null || typeof input !== 'object' || Array.isArray(input)) {
    return { resultCode: '512' };
  }
  const body = input as Record<string, unknown>;
  const shopId = field(body, 'shop_id');
  if (shopId === undefined || shopId === '') return { resultCode: '511' };
  if (!SHOP_ID.test(shopId)) return { resultCode: '501' };

  const cardno = field(body, 'cardno');
  if (cardno === undefined || cardno === '') return { resultCode: '100' };
  if (!/^[0-9]+$/.test(cardno)) return { resultCode: '101' };
  if (cardno.length < 10 || cardno.length > 16) return { resultCode: '102' };

  const expire = field(body, 'expire');
  if (expire === undefined || expire === '') return { resultCode: '110' };
  if (!/^[0-9]+$/.test(expire)) return { resultCode: '111' };
  if (expire.length !== 4) return { resultCode: '112' };
  const month = Number(expire.slice(2, 4));
  if (month < 1 || month > 12 || isExpired(expire, store.now())) return { resultCode: '113' };

  const securityCode = field(body, 'securitycode');
  if (securityCode !== undefined && securityCode !== '') {
    if (!/^[0-9]+$/.test(securityCode)) return { resultCode: '121' };
    if (securityCode.length < 3 || securityCode.length > 4) return { resultCode: '122' };
  }

  const holderName = field(body, 'holdername');
  if (holderName !== undefined) {
    if (!HOLDER_NAME.test(holderName)) return { resultCode: '131' };
    if (holderName.length > 50) return { resultCode: '132' };
  }

  const tokenNumberField = field(body, 'tokennumber');
  let tokenNumber = 1;
  if (tokenNumberField !== undefined && tokenNumberField !== '') {
    if (!/^[0-9]+$/.test(tokenNumberField)) return { resultCode: '141' };
    tokenNumber = Number(tokenNumberField);
    if (tokenNumber < 1 || tokenNumber > 10) return { resultCode: '142' };
  }

  if (!store.isKnownShop(shopId)) return { resultCode: '502' };

  const network = detectCardNetwork(cardno);
  if (network === 'CARD_NETWORK_UNSPECIFIED' || !isCardNumberLengthValid(cardno)) {
    return { resultCode: '150' };
  }
  const outcome = outcomeForCardNumber(cardno);
  if (outcome === 'token-150') return { resultCode: '150' };
  if (outcome === 'token-901') return { resultCode: '901' };
  if (outcome === 'token-902') return { resultCode: '902' };

  const card = { network, last4: cardno.slice(-4), expiry: expire, outcome };
  const records = Array.from({ length: tokenNumber }, () => store.issueToken(shopId, card));
  const first = records[0];
  return {
    resultCode: '000',
    tokenObject: {
      token: records.map((record) => record.token),
      toBeExpiredAt: first === undefined ? '' : providerTimestamp(first.expiresAt),
      maskedCardNo: `${cardno.slice(0, 6)}${'*'.repeat(cardno.length - 10)}${cardno.slice(-4)}`,
      isSecurityCodeSet: securityCode !== undefined && securityCode !== '',
    },
  };
}
