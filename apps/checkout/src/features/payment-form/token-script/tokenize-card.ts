import { toTokenExpiry } from '@kessai/domain';
import { loadTokenScript } from './load-token-script.ts';
import type { MultipaymentResult, TokenScriptWindow } from './multipayment.ts';
import { TokenizeError } from './tokenize-error.ts';

/** How long `getToken` may take before the attempt gives up (nothing has been charged then). */
export const TOKENIZE_TIMEOUT_MS = 30_000;

export interface CardToTokenize {
  /** Digits only. */
  cardNumber: string;
  /** MM/YY as typed. */
  cardExpiry: string;
  cardCvc: string;
  cardHolderName: string;
}

export interface TokenizeOptions {
  scriptUrl: string;
  shopId: string;
  win?: TokenScriptWindow;
  timeoutMs?: number;
}

/**
 * Turns the card into a one-time token with the provider's script: `Multipayment.init(shopId)`,
 * then `getToken` with the expiry as YYMM. The card data goes to the script only; the returned
 * token is what the payment service gets. Rejects with a {@link TokenizeError}.
 */
export async function tokenizeCard(
  card: CardToTokenize,
  options: TokenizeOptions,
): Promise<string> {
  const win = options.win ?? window;
  const timeoutMs = options.timeoutMs ?? TOKENIZE_TIMEOUT_MS;
  const multipayment = await loadTokenScript(options.scriptUrl, win, timeoutMs);
  const result = await new Promise<MultipaymentResult>((resolve, reject) => {
    const timer = setTimeout(() => reject(new TokenizeError('timeout')), timeoutMs);
    try {
      multipayment.init(options.shopId);
      multipayment.getToken(
        {
          cardno: card.cardNumber,
          expire: toTokenExpiry(card.cardExpiry),
          securitycode: card.cardCvc,
          holdername: card.cardHolderName,
          tokennumber: 1,
        },
        (answer) => {
          clearTimeout(timer);
          resolve(answer);
        },
      );
    } catch {
      // Whatever the script threw may quote the card; only a code leaves this function.
      clearTimeout(timer);
      reject(new TokenizeError('rejected', '901'));
    }
  });
  const code =
    typeof result === 'object' && result !== null && typeof result.resultCode === 'string'
      ? result.resultCode
      : '901';
  const token = result?.tokenObject?.token?.[0];
  if (code === '000' && typeof token === 'string' && token !== '') return token;
  throw new TokenizeError('rejected', code === '000' ? '901' : code);
}
