import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadTokenScript } from './load-token-script.ts';
import type {
  Multipayment,
  MultipaymentCard,
  MultipaymentResult,
  TokenScriptWindow,
} from './multipayment.ts';
import { tokenizeCard, type CardToTokenize } from './tokenize-card.ts';
import { fieldForResultCode, TokenizeError } from './tokenize-error.ts';

const card: CardToTokenize = {
  cardNumber: '4111111111111111',
  cardExpiry: '12/34',
  cardCvc: '123',
  cardHolderName: 'TARO YAMADA',
};

/** A stand-in for the provider's script: answers asynchronously like the real one. */
function fakeMultipayment(answer: (card: MultipaymentCard) => MultipaymentResult | null) {
  const calls: { shopId?: string; card?: MultipaymentCard } = {};
  const api: Multipayment = {
    init: vi.fn((shopId: string) => {
      calls.shopId = shopId;
    }),
    getToken: vi.fn((given: MultipaymentCard, callback: (result: MultipaymentResult) => void) => {
      calls.card = given;
      const result = answer(given);
      if (result) setTimeout(() => callback(result), 0);
    }),
  };
  return { api, calls };
}

/** A window of its own per test, so the script cache and `Multipayment` never leak between tests. */
function freshWindow(api?: Multipayment): TokenScriptWindow {
  const doc = document.implementation.createHTMLDocument('token script test');
  return { document: doc, Multipayment: api } as unknown as TokenScriptWindow;
}

afterEach(() => {
  vi.useRealTimers();
});

describe('tokenizeCard with the provider API', () => {
  it('inits with the shop id and asks for one token with the expiry as YYMM', async () => {
    const { api, calls } = fakeMultipayment(() => ({
      resultCode: '000',
      tokenObject: { token: ['tok_abc'] },
    }));
    const token = await tokenizeCard(card, {
      scriptUrl: '/sandbox/token.js',
      shopId: 'tshop00000001',
      win: freshWindow(api),
    });
    expect(token).toBe('tok_abc');
    expect(calls.shopId).toBe('tshop00000001');
    expect(calls.card).toEqual({
      cardno: '4111111111111111',
      expire: '3412',
      securitycode: '123',
      holdername: 'TARO YAMADA',
      tokennumber: 1,
    });
  });

  it.each([
    ['100', 'cardNumber'],
    ['102', 'cardNumber'],
    ['150', 'cardNumber'],
    ['112', 'cardExpiry'],
    ['113', 'cardExpiry'],
    ['121', 'cardCvc'],
    ['122', 'cardCvc'],
    ['131', 'cardHolderName'],
    ['132', 'cardHolderName'],
    ['501', undefined],
    ['511', undefined],
    ['901', undefined],
    ['902', undefined],
  ])('result code %s points at %s', async (code, field) => {
    const { api } = fakeMultipayment(() => ({ resultCode: code }));
    const failure = tokenizeCard(card, { scriptUrl: '/t.js', shopId: 's', win: freshWindow(api) });
    await expect(failure).rejects.toBeInstanceOf(TokenizeError);
    const error = (await failure.catch((e: unknown) => e)) as TokenizeError;
    expect(error.resultCode).toBe(code);
    expect(error.field).toBe(field);
    // Nothing of the card travels in the error.
    expect(JSON.stringify({ ...error, message: error.message })).not.toMatch(/4111|123|TARO/);
  });

  it('treats a success without a token as a provider error', async () => {
    const { api } = fakeMultipayment(() => ({ resultCode: '000', tokenObject: { token: [] } }));
    await expect(
      tokenizeCard(card, { scriptUrl: '/t.js', shopId: 's', win: freshWindow(api) }),
    ).rejects.toMatchObject({ failure: 'rejected', resultCode: '901' });
  });

  it('gives up with a timeout when the script never answers', async () => {
    vi.useFakeTimers();
    const { api } = fakeMultipayment(() => null);
    const failure = tokenizeCard(card, {
      scriptUrl: '/t.js',
      shopId: 's',
      win: freshWindow(api),
      timeoutMs: 5000,
    });
    const settled = expect(failure).rejects.toMatchObject({ failure: 'timeout' });
    await vi.advanceTimersByTimeAsync(5000);
    await settled;
  });

  it('does not let a throwing script leak what it threw', async () => {
    const api: Multipayment = {
      init: () => undefined,
      getToken: () => {
        throw new Error('bad card 4111111111111111');
      },
    };
    const error = (await tokenizeCard(card, {
      scriptUrl: '/t.js',
      shopId: 's',
      win: freshWindow(api),
    }).catch((e: unknown) => e)) as TokenizeError;
    expect(error).toBeInstanceOf(TokenizeError);
    expect(error.message).not.toContain('4111');
  });

  it('maps unknown codes to no field', () => {
    expect(fieldForResultCode(undefined)).toBeUndefined();
    expect(fieldForResultCode('abc')).toBeUndefined();
  });
});

describe('loadTokenScript', () => {
  it('appends one <script src> however often it is asked, and resolves with its API', async () => {
    const win = freshWindow();
    const first = loadTokenScript('https://pay.example/token.js', win);
    const second = loadTokenScript('https://pay.example/token.js', win);
    expect(second).toBe(first);
    const scripts = win.document.querySelectorAll('script');
    expect(scripts).toHaveLength(1);
    const script = scripts[0]!;
    expect(script.src).toBe('https://pay.example/token.js');
    expect(script.textContent).toBe('');
    const { api } = fakeMultipayment(() => null);
    win.Multipayment = api;
    script.dispatchEvent(new Event('load'));
    await expect(first).resolves.toBe(api);
  });

  it('rejects clearly when the script fails to load, and tries again on the next attempt', async () => {
    const win = freshWindow();
    const failed = loadTokenScript('https://pay.example/token.js', win);
    win.document.querySelector('script')!.dispatchEvent(new Event('error'));
    await expect(failed).rejects.toMatchObject({ failure: 'script-unavailable' });
    expect(win.document.querySelectorAll('script')).toHaveLength(0);

    const retry = loadTokenScript('https://pay.example/token.js', win);
    expect(retry).not.toBe(failed);
    expect(win.document.querySelectorAll('script')).toHaveLength(1);
  });

  it('rejects when the script loads but defines no Multipayment', async () => {
    const win = freshWindow();
    const load = loadTokenScript('https://pay.example/token.js', win);
    win.document.querySelector('script')!.dispatchEvent(new Event('load'));
    await expect(load).rejects.toMatchObject({ failure: 'script-unavailable' });
  });

  it('rejects when the script takes too long', async () => {
    vi.useFakeTimers();
    const load = loadTokenScript('https://pay.example/token.js', freshWindow(), 1000);
    const settled = expect(load).rejects.toMatchObject({ failure: 'script-unavailable' });
    await vi.advanceTimersByTimeAsync(1000);
    await settled;
  });
});
