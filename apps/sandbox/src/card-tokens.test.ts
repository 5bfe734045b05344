import { runInNewContext } from 'node:vm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSandbox, type RunningSandbox } from './server.js';
import { TOKEN_RESULT_CODES } from './card-tokens.js';
import { api, createPayment } from './test/contract-assert.js';

let sandbox: RunningSandbox;
const logged: string[] = [];
const originalInfo = console.info;
const originalError = console.error;

beforeAll(async () => {
  // The sandbox logs requests with log: true; nothing it logs may contain card data.
  console.info = (...args: unknown[]) => logged.push(args.map(String).join(' '));
  console.error = (...args: unknown[]) => logged.push(args.map(String).join(' '));
  sandbox = await startSandbox({ port: 0, providerLatencyMs: 1, log: true });
});
afterAll(async () => {
  await sandbox.close();
  console.info = originalInfo;
  console.error = originalError;
});

const VALID = {
  shop_id: 'tshop00000001',
  cardno: '4111111111111111',
  expire: '3012',
  securitycode: '123',
  holdername: 'TARO YAMADA',
  tokennumber: '1',
};

interface TokenAnswer {
  resultCode: string;
  tokenObject?: {
    token: string[];
    toBeExpiredAt: string;
    maskedCardNo: string;
    isSecurityCodeSet: boolean;
  };
}

async function tokenize(body: unknown): Promise<TokenAnswer> {
  const response = await fetch(`${sandbox.url}/sandbox/tokens`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  expect(response.status).toBe(200);
  return (await response.json()) as TokenAnswer;
}

describe('token endpoint (/sandbox/tokens)', () => {
  it('issues single-use tokens like the provider', async () => {
    const answer = await tokenize({ ...VALID, tokennumber: 3 });
    expect(answer.resultCode).toBe('000');
    expect(answer.tokenObject?.token).toHaveLength(3);
    expect(answer.tokenObject?.maskedCardNo).toBe('411111******1111');
    expect(answer.tokenObject?.isSecurityCodeSet).toBe(true);
    expect(answer.tokenObject?.toBeExpiredAt).toMatch(/^\d{4}-\d{2}-\d{2}-\d{2}-\d{2}-\d{2}$/);
  });

  it('keeps only network, last four digits, expiry and outcome', async () => {
    const answer = await tokenize(VALID);
    const token = answer.tokenObject?.token[0] ?? '';
    const record = sandbox.store.tokens.get(token);
    expect(record?.card).toEqual({
      network: 'VISA',
      last4: '1111',
      expiry: '3012',
      outcome: 'success',
    });
    const everything = JSON.stringify([...sandbox.store.tokens.values()]);
    expect(everything).not.toContain('4111111111111111');
    expect(everything).not.toContain('411111');
    expect(everything).not.toContain('TARO');
  });

  it.each([
    [{ ...VALID, shop_id: undefined }, '511'],
    [{ ...VALID, shop_id: 'bad shop!' }, '501'],
    [{ ...VALID, shop_id: 'tshop99999999' }, '502'],
    [{ ...VALID, cardno: '' }, '100'],
    [{ ...VALID, cardno: '4111-1111' }, '101'],
    [{ ...VALID, cardno: { x: 1 } }, '101'],
    [{ ...VALID, cardno: '411111111' }, '102'],
    [{ ...VALID, cardno: '41111111111111112' }, '102'],
    [{ ...VALID, expire: undefined }, '110'],
    [{ ...VALID, expire: '12/30' }, '111'],
    [{ ...VALID, expire: '301' }, '112'],
    [{ ...VALID, expire: '3013' }, '113'],
    [{ ...VALID, expire: '2001' }, '113'],
    [{ ...VALID, securitycode: '12a' }, '121'],
    [{ ...VALID, securitycode: '12' }, '122'],
    [{ ...VALID, holdername: 'TARO<script>' }, '131'],
    [{ ...VALID, holdername: 'A'.repeat(51) }, '132'],
    [{ ...VALID, tokennumber: 'x' }, '141'],
    [{ ...VALID, tokennumber: '11' }, '142'],
    [{ ...VALID, cardno: '1234567890123456' }, '150'],
    [{ ...VALID, cardno: '411111111111111' }, '150'],
    [{ ...VALID, cardno: '4000000000000150' }, '150'],
    [{ ...VALID, cardno: '4000000000000901' }, '901'],
    [{ ...VALID, cardno: '4000000000000902' }, '902'],
    [[], '512'],
  ])('%j → %s', async (body, code) => {
    expect(Object.keys(TOKEN_RESULT_CODES)).toContain(code);
    expect(await tokenize(body)).toEqual({ resultCode: code });
  });

  it('knows the shop ids of stored payments', async () => {
    await createPayment(sandbox, { gmo_shop_id: 'tshop00077777' });
    expect((await tokenize({ ...VALID, shop_id: 'tshop00077777' })).resultCode).toBe('000');
  });

  it('answers CORS preflights so a checkout on another origin can use it', async () => {
    const response = await fetch(`${sandbox.url}/sandbox/tokens`, {
      method: 'OPTIONS',
      headers: { Origin: 'http://localhost:5173', 'Access-Control-Request-Method': 'POST' },
    });
    expect(response.status).toBe(204);
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
  });

  it('never logs the card number or the security code', () => {
    const log = logged.join('\n');
    expect(log).toContain('/sandbox/tokens');
    expect(log).not.toMatch(/4111111111111111|TARO/);
  });
});

interface MultipaymentApi {
  init(shopId: unknown): void;
  getToken(card: unknown, callback: unknown): void;
}

/** Runs the served token.js as a browser would, with a fake window and the real fetch. */
async function loadTokenScript(): Promise<{
  Multipayment: MultipaymentApi;
  context: Record<string, unknown>;
}> {
  const response = await fetch(`${sandbox.url}/sandbox/token.js`);
  expect(response.headers.get('content-type')).toMatch(/^text\/javascript/);
  const source = await response.text();
  expect(source).not.toMatch(/\beval\b|new Function/);
  const context: Record<string, unknown> = {
    document: { currentScript: { src: `${sandbox.url}/sandbox/token.js` } },
    location: { href: 'http://checkout.example/pay' },
    fetch,
    URL,
    setTimeout,
    JSON,
  };
  context.window = context;
  runInNewContext(source, context);
  return { Multipayment: context.Multipayment as MultipaymentApi, context };
}

function getToken(Multipayment: MultipaymentApi, card: unknown): Promise<TokenAnswer> {
  return new Promise((resolve) => {
    Multipayment.getToken(card, resolve);
  });
}

describe('token script (/sandbox/token.js)', () => {
  it('tokenizes a card through Multipayment.init and getToken', async () => {
    const { Multipayment } = await loadTokenScript();
    Multipayment.init('tshop00000001');
    const answer = await getToken(Multipayment, {
      cardno: '4111111111111111',
      expire: '3012',
      securitycode: '123',
      holdername: 'TARO YAMADA',
      tokennumber: 1,
    });
    expect(answer.resultCode).toBe('000');
    const token = answer.tokenObject?.token[0] ?? '';
    // The token pays a payment of that shop.
    const payment = await createPayment(sandbox);
    const paid = await api(sandbox, '/api/v2/proceed-card', {
      payment_id: payment.payment_id,
      secret: payment.secret,
      token,
    });
    expect(paid.status).toBe(200);
  });

  it('answers the provider codes without a request for local mistakes', async () => {
    const { Multipayment } = await loadTokenScript();
    expect(await getToken(Multipayment, { cardno: '4111111111111111', expire: '3012' })).toEqual({
      resultCode: '511',
    });
    Multipayment.init(42);
    expect(await getToken(Multipayment, { cardno: '4111111111111111', expire: '3012' })).toEqual({
      resultCode: '501',
    });
    Multipayment.init('tshop00000001');
    expect(await getToken(Multipayment, null)).toEqual({ resultCode: '512' });
    expect(await getToken(Multipayment, { cardno: '', expire: '3012' })).toEqual({
      resultCode: '100',
    });
    expect(await getToken(Multipayment, { cardno: '4111111111111111', expire: '3000' })).toEqual({
      resultCode: '113',
    });
    expect(await getToken(Multipayment, { cardno: '4000000000000902', expire: '3012' })).toEqual({
      resultCode: '902',
    });
  });

  it('calls a global callback given by name, as older integrations do', async () => {
    const { Multipayment, context } = await loadTokenScript();
    Multipayment.init('tshop00000001');
    const answer = await new Promise<TokenAnswer>((resolve) => {
      context.onToken = resolve;
      Multipayment.getToken({ cardno: '5555555555554444', expire: '3012' }, 'onToken');
    });
    expect(answer.resultCode).toBe('000');
    expect(answer.tokenObject?.isSecurityCodeSet).toBe(false);
  });

  it('answers 901 when the token endpoint fails', async () => {
    const response = await fetch(`${sandbox.url}/sandbox/faults`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ path: '/sandbox/tokens', status: 503 }),
    });
    expect(response.status).toBe(201);
    const { Multipayment } = await loadTokenScript();
    Multipayment.init('tshop00000001');
    expect(await getToken(Multipayment, { cardno: '4111111111111111', expire: '3012' })).toEqual({
      resultCode: '901',
    });
  });
});
