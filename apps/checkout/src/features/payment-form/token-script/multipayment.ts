/**
 * The card provider's token script API (`token.js`, `window.Multipayment`), as far as the checkout
 * uses it. The sandbox serves a compatible script, so tests exercise the production code path.
 */
export interface MultipaymentCard {
  cardno: string;
  /** YYMM. */
  expire: string;
  securitycode: string;
  holdername: string;
  tokennumber: number;
}

export interface MultipaymentResult {
  resultCode: string;
  tokenObject?: {
    token?: string[];
    toBeExpiredAt?: string;
    maskedCardNo?: string;
    isSecurityCodeSet?: boolean;
  };
}

export interface Multipayment {
  init(shopId: string): void;
  getToken(card: MultipaymentCard, callback: (result: MultipaymentResult) => void): void;
}

/** The window the token script runs in (the page's, or a test's own jsdom window). */
export type TokenScriptWindow = Window & { Multipayment?: Multipayment };
