/** Which card field a token script result code is about; `undefined`: the card as a whole. */
export type CardFieldName = 'cardNumber' | 'cardExpiry' | 'cardCvc' | 'cardHolderName';

export type TokenizeFailure =
  /** The script could not be loaded (network, blocked, or it defined no `Multipayment`). */
  | 'script-unavailable'
  /** The script did not answer in time. */
  | 'timeout'
  /** A result code other than '000'. */
  | 'rejected';

/**
 * A failed tokenization. It carries the provider's result code but never the card data, so it can
 * be logged or reported safely.
 */
export class TokenizeError extends Error {
  override readonly name = 'TokenizeError';
  readonly failure: TokenizeFailure;
  readonly resultCode: string | undefined;

  constructor(failure: TokenizeFailure, resultCode?: string) {
    super(
      resultCode === undefined
        ? `Card tokenization failed: ${failure}`
        : `Card tokenization failed: result code ${resultCode}`,
    );
    this.failure = failure;
    this.resultCode = resultCode;
  }

  /** The card field the result code points at, if any. */
  get field(): CardFieldName | undefined {
    return fieldForResultCode(this.resultCode);
  }
}

/**
 * The provider's result codes by field: 10x card number (and 150, card data that fits no network),
 * 11x expiry, 12x security code, 13x holder name. Other codes (shop set-up, token count, provider
 * busy or down) are not the shopper's typing.
 */
export function fieldForResultCode(code: string | undefined): CardFieldName | undefined {
  if (code === undefined || !/^[0-9]{3}$/.test(code)) return undefined;
  if (code === '150' || code.startsWith('10')) return 'cardNumber';
  if (code.startsWith('11')) return 'cardExpiry';
  if (code.startsWith('12')) return 'cardCvc';
  if (code.startsWith('13')) return 'cardHolderName';
  return undefined;
}
