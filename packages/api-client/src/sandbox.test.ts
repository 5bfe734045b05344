// Every method against the real sandbox over HTTP: success, the errors of spec §7/§8 with their
// exact messages, and the sandbox's injected faults (slow, dropped, malformed answers).
import { DEFAULT_SHOP_ID, startSandbox, type RunningSandbox } from '@kessai/sandbox';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createCheckoutClient, type CheckoutClient } from './client.js';
import {
  FetchError,
  InvalidResponseError,
  RequiredError,
  ResponseError,
  TimeoutError,
} from './errors.js';
import type { Operation } from './types.js';

const MESSAGES = {
  response: 'Response returned an error code',
  fetch: 'The request failed and the interceptors did not return an alternative response',
  required: (operation: Operation) =>
    `Required parameter body was null or undefined when calling ${operation}.`,
};

const MEMBER = 'tok_member_sandbox_1';
const CVV = '4829';

let sb: RunningSandbox;
let client: CheckoutClient;
const onError = vi.fn();
const onNotFound = vi.fn();

async function admin<T>(path: string, body: unknown): Promise<T> {
  const response = await fetch(`${sb.url}${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!response.ok)
    throw new Error(`${path} answered ${response.status}: ${await response.text()}`);
  return (await response.json()) as T;
}

async function createPayment(fields: Record<string, unknown> = {}) {
  const { payment_id: paymentId, secret } = await admin<{ payment_id: string; secret: string }>(
    '/sandbox/payments',
    fields,
  );
  return { paymentId, secret };
}

const addMember = (cards: { number: string; card_exp: string }[]) =>
  admin('/sandbox/members', { access_token: MEMBER, cards });

async function cardToken(cardno = '4111111111111111'): Promise<string> {
  const answer = await admin<{ resultCode: string; tokenObject: { token: string[] } }>(
    '/sandbox/tokens',
    { shop_id: DEFAULT_SHOP_ID, cardno, expire: '3012', securitycode: '123', tokennumber: 1 },
  );
  expect(answer.resultCode).toBe('000');
  return answer.tokenObject.token[0]!;
}

const fault = (path: string, rule: Record<string, unknown>) =>
  admin('/sandbox/faults', { path, ...rule });

async function faultsLeft(): Promise<number> {
  const response = await fetch(`${sb.url}/sandbox/faults`);
  const { faults } = (await response.json()) as { faults: { remaining: number }[] };
  return faults.reduce((sum, rule) => sum + rule.remaining, 0);
}

async function rejection(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise;
  } catch (error) {
    return error;
  }
  throw new Error('expected the call to reject');
}

/** A ResponseError with the exact §8 message; onError called once unless it is a 404. */
async function expectResponseError(
  promise: Promise<unknown>,
  expected: { status: number; code: string; operation: Operation },
) {
  const error = await rejection(promise);
  expect(error).toBeInstanceOf(ResponseError);
  expect(error).toMatchObject({ name: 'ResponseError', message: MESSAGES.response, ...expected });
  const { code, description } = error as ResponseError;
  expect(description).toEqual(expect.any(String));
  if (expected.status === 404) {
    expect(onNotFound).toHaveBeenCalledExactlyOnceWith(error);
    expect(onError).not.toHaveBeenCalled();
  } else {
    expect(onError).toHaveBeenCalledExactlyOnceWith(code, description, error);
    expect(onNotFound).not.toHaveBeenCalled();
  }
  return error as ResponseError;
}

beforeAll(async () => {
  sb = await startSandbox({ port: 0, seed: false, providerLatencyMs: 0 });
  client = createCheckoutClient({ baseUrl: sb.url, onError, onNotFound });
});
afterAll(() => sb?.close());
beforeEach(async () => {
  await admin('/sandbox/reset', { seed: false });
  onError.mockReset();
  onNotFound.mockReset();
});

describe('getPayment', () => {
  it('reads a payment, mapped to camelCase with dates', async () => {
    const ref = await createPayment({
      id: 'pay_sandbox_1',
      status: 'CREATED',
      merchant_info: {
        merchant_name: 'Kyoto Experiences Co.',
        logo_url: 'https://cdn.example.jp/l.png',
      },
      product_infos: [
        {
          product_id: 'tea',
          product_title: 'Tea ceremony',
          items: [{ name: 'Adult', price: 6000, quantity: 2, total: 12000 }],
        },
      ],
      total: 12000,
      pay_methods: ['CARD', 'PAYPAY'],
      card_networks: ['VISA', 'JCB'],
      created_at: '2026-11-20T10:00:00+09:00',
      deadline: '2026-11-27T23:59:59+09:00',
      return_url: 'https://shop.example.jp/orders/1',
    });
    const payment = await client.getPayment(ref);
    expect(payment).toMatchObject({
      id: 'pay_sandbox_1',
      status: 'CREATED',
      gmoShopId: DEFAULT_SHOP_ID,
      selectedMethod: 'PAY_METHOD_UNSPECIFIED',
      merchantInfo: {
        merchantName: 'Kyoto Experiences Co.',
        logoUrl: 'https://cdn.example.jp/l.png',
      },
      productInfos: [
        {
          productId: 'tea',
          productTitle: 'Tea ceremony',
          items: [{ name: 'Adult', price: 6000, quantity: 2, total: 12000 }],
        },
      ],
      total: 12000,
      payMethods: ['CARD', 'PAYPAY'],
      cardNetworks: ['VISA', 'JCB'],
      returnUrl: 'https://shop.example.jp/orders/1',
      availableCards: [],
      createdAt: new Date('2026-11-20T01:00:00Z'),
      deadline: new Date('2026-11-27T14:59:59Z'),
    });
    expect(payment.transactionLogs[0]?.status).toBe('CREATED');
    expect(payment.transactionLogs[0]?.timestamp).toBeInstanceOf(Date);
  });

  it('lists the member’s saved cards with an access token', async () => {
    const ref = await createPayment();
    await addMember([{ number: '4111111111111111', card_exp: '3012' }]);
    const payment = await client.getPayment({ ...ref, accessToken: MEMBER });
    expect(payment.availableCards).toEqual([
      { cardNo: '************1111', cardExp: '3012', cardSeq: 0 },
    ]);
  });

  it('calls onNotFound for an unknown payment and rejects with ResponseError 404', async () => {
    const ref = await createPayment();
    await expectResponseError(client.getPayment({ ...ref, secret: 'wrong' }), {
      status: 404,
      code: 'PAYMENT_NOT_FOUND',
      operation: 'getPayment',
    });
  });

  it('calls onError with the code and description of a 400', async () => {
    const error = await expectResponseError(client.getPayment({ paymentId: '', secret: 's' }), {
      status: 400,
      code: 'INVALID_REQUEST',
      operation: 'getPayment',
    });
    expect(onError).toHaveBeenCalledWith('INVALID_REQUEST', error.description, error);
  });

  it('rejects a missing body with RequiredError without sending anything', async () => {
    await fault('/api/v2/get-payment', { status: 500, count: 1 });
    const getPayment = client.getPayment as (params: unknown) => Promise<unknown>;
    const error = await rejection(getPayment(undefined));
    expect(error).toBeInstanceOf(RequiredError);
    expect(error).toMatchObject({ message: MESSAGES.required('getPayment'), field: 'body' });
    expect(await faultsLeft()).toBe(1);
    expect(onError).not.toHaveBeenCalled();
  });

  it('rejects a 500 with ResponseError and calls onError once', async () => {
    const ref = await createPayment();
    await fault('/api/v2/get-payment', { status: 500 });
    await expectResponseError(client.getPayment(ref), {
      status: 500,
      code: 'INTERNAL_ERROR',
      operation: 'getPayment',
    });
  });

  it('rejects malformed JSON with InvalidResponseError', async () => {
    const ref = await createPayment();
    await fault('/api/v2/get-payment', { malformed: true });
    const error = await rejection(client.getPayment(ref));
    expect(error).toBeInstanceOf(InvalidResponseError);
    expect(error).toMatchObject({ status: 200, detail: 'the body is not JSON' });
    expect(onError).not.toHaveBeenCalled();
  });

  it('rejects a dropped connection with FetchError', async () => {
    const ref = await createPayment();
    await fault('/api/v2/get-payment', { abort: true });
    const error = await rejection(client.getPayment(ref));
    expect(error).toBeInstanceOf(FetchError);
    expect(error).toMatchObject({ name: 'FetchError', message: MESSAGES.fetch });
    expect(onError).not.toHaveBeenCalled();
  });

  it('times out a slow answer with TimeoutError', async () => {
    const ref = await createPayment();
    await fault('/api/v2/get-payment', { delay_ms: 1000 });
    const error = await rejection(client.getPayment(ref, { timeoutMs: 100 }));
    expect(error).toBeInstanceOf(TimeoutError);
    expect(error).toMatchObject({ name: 'TimeoutError', message: MESSAGES.fetch, timeoutMs: 100 });
  });

  it('is cancelled by its signal with the platform AbortError', async () => {
    const ref = await createPayment();
    await fault('/api/v2/get-payment', { delay_ms: 1000 });
    const controller = new AbortController();
    const pending = client.getPayment(ref, { signal: controller.signal });
    setTimeout(() => controller.abort(), 50);
    const error = await rejection(pending);
    expect(error).toBeInstanceOf(DOMException);
    expect(error).toMatchObject({ name: 'AbortError' });
  });
});

describe('listCards', () => {
  it('lists the saved cards', async () => {
    await addMember([
      { number: '4111111111111111', card_exp: '3012' },
      { number: '3530111333300000', card_exp: '2906' },
    ]);
    await expect(client.listCards({ accessToken: MEMBER })).resolves.toEqual([
      { cardNo: '************1111', cardExp: '3012', cardSeq: 0 },
      { cardNo: '************0000', cardExp: '2906', cardSeq: 1 },
    ]);
  });

  it('rejects an unknown access token with ResponseError 401', async () => {
    await expectResponseError(client.listCards({ accessToken: 'tok_unknown' }), {
      status: 401,
      code: 'UNAUTHORIZED',
      operation: 'listCards',
    });
  });

  it('rejects a missing body with RequiredError', async () => {
    const listCards = client.listCards as (params: unknown) => Promise<unknown>;
    await expect(listCards(null)).rejects.toThrow(MESSAGES.required('listCards'));
  });
});

describe('deleteCard', () => {
  it('deletes a saved card', async () => {
    await addMember([
      { number: '4111111111111111', card_exp: '3012' },
      { number: '3530111333300000', card_exp: '2906' },
    ]);
    await expect(client.deleteCard({ accessToken: MEMBER, cardSeq: 0 })).resolves.toBeUndefined();
    await expect(client.listCards({ accessToken: MEMBER })).resolves.toEqual([
      { cardNo: '************0000', cardExp: '2906', cardSeq: 1 },
    ]);
  });

  it('calls onNotFound for an unknown card', async () => {
    await addMember([]);
    await expectResponseError(client.deleteCard({ accessToken: MEMBER, cardSeq: 7 }), {
      status: 404,
      code: 'CARD_NOT_FOUND',
      operation: 'deleteCard',
    });
  });

  it('rejects an unknown access token with ResponseError 401', async () => {
    await expectResponseError(client.deleteCard({ accessToken: 'tok_unknown', cardSeq: 0 }), {
      status: 401,
      code: 'UNAUTHORIZED',
      operation: 'deleteCard',
    });
  });
});

describe('proceedCard', () => {
  it('pays with a card token and the payment moves on', async () => {
    const ref = await createPayment();
    const result = await client.proceedCard({ ...ref, token: await cardToken() });
    expect(result.qrUrl).toBeUndefined();
    const payment = await client.getPayment(ref);
    expect(['AUTHORIZED', 'CAPTURED']).toContain(payment.status);
  });

  it('answers a redirect to the 3-D Secure challenge for a challenge card', async () => {
    const ref = await createPayment();
    const result = await client.proceedCard({ ...ref, token: await cardToken('4000000000003220') });
    expect(result.redirectUrl).toMatch(new RegExp(`^${sb.url}/sandbox/3ds/`));
  });

  it('saves the card for the member', async () => {
    const ref = await createPayment();
    await addMember([]);
    await client.proceedCard({
      ...ref,
      token: await cardToken(),
      accessToken: MEMBER,
      saveCard: true,
    });
    await expect(client.listCards({ accessToken: MEMBER })).resolves.toHaveLength(1);
  });

  it('rejects an unknown token with ResponseError 422, never echoing the token', async () => {
    const ref = await createPayment();
    const error = await expectResponseError(
      client.proceedCard({ ...ref, token: 'tk_not_issued_1234' }),
      { status: 422, code: 'INVALID_TOKEN', operation: 'proceedCard' },
    );
    expect(JSON.stringify(error) + String(error)).not.toContain('tk_not_issued_1234');
    expect(JSON.stringify(error)).not.toContain(ref.secret);
  });

  it('rejects a second attempt with ResponseError 409', async () => {
    const ref = await createPayment();
    await client.proceedCard({ ...ref, token: await cardToken() });
    await expectResponseError(client.proceedCard({ ...ref, token: await cardToken() }), {
      status: 409,
      code: 'PAYMENT_NOT_PAYABLE',
      operation: 'proceedCard',
    });
  });
});

describe('proceedMember', () => {
  it('pays with a saved card and its security code', async () => {
    const ref = await createPayment();
    await addMember([{ number: '4111111111111111', card_exp: '3012' }]);
    await client.proceedMember({ ...ref, accessToken: MEMBER, cardSeq: 0, cardCvv: '482' });
    const payment = await client.getPayment(ref);
    expect(['AUTHORIZED', 'CAPTURED']).toContain(payment.status);
  });

  it('rejects a wrong security code with ResponseError 422 that never holds the code', async () => {
    const ref = await createPayment();
    await addMember([{ number: '4111111111111111', card_exp: '3012' }]);
    const error = await expectResponseError(
      client.proceedMember({ ...ref, accessToken: MEMBER, cardSeq: 0, cardCvv: CVV }),
      { status: 422, code: 'INVALID_CARD_CVV', operation: 'proceedMember' },
    );
    const text = JSON.stringify(error) + String(error) + Object.values(error).join(' ');
    expect(text).not.toContain(CVV);
    expect(text).not.toContain(MEMBER);
  });

  it('calls onNotFound for an unknown saved card', async () => {
    const ref = await createPayment();
    await addMember([]);
    await expectResponseError(
      client.proceedMember({ ...ref, accessToken: MEMBER, cardSeq: 3, cardCvv: '123' }),
      { status: 404, code: 'CARD_NOT_FOUND', operation: 'proceedMember' },
    );
  });

  it('times out without sending the attempt again', async () => {
    const ref = await createPayment();
    await addMember([{ number: '4111111111111111', card_exp: '3012' }]);
    await fault('/api/v2/proceed-member', { delay_ms: 600, status: 500, count: 2 });
    const error = await rejection(
      client.proceedMember(
        { ...ref, accessToken: MEMBER, cardSeq: 0, cardCvv: CVV },
        { timeoutMs: 100 },
      ),
    );
    expect(error).toBeInstanceOf(TimeoutError);
    expect(JSON.stringify(error) + String(error)).not.toContain(CVV);
    // One of the two armed faults was used: the client sent the call once.
    await vi.waitFor(async () => expect(await faultsLeft()).toBe(1));
  });
});

describe.each([
  ['proceedPaypay', 'PAYPAY'],
  ['proceedAlipay', 'ALIPAY'],
  ['proceedWechatpay', 'WECHATPAY'],
] as const)('%s', (operation, method) => {
  it('answers a QR code on PC and a redirect on mobile', async () => {
    const onPc = await createPayment();
    const pc = await client[operation]({ ...onPc, platformType: 'PC' });
    expect(pc.qrUrl).toMatch(/^http/);
    expect(pc.redirectUrl).toBeUndefined();
    const onPhone = await createPayment();
    const phone = await client[operation]({ ...onPhone, platformType: 'H5' });
    expect(phone.redirectUrl).toMatch(/^http/);
    expect(phone.qrUrl).toBeUndefined();
  });

  it('rejects a payment that does not accept the method with ResponseError 409', async () => {
    const ref = await createPayment({
      pay_methods: ['CARD', 'PAYPAY', 'ALIPAY', 'WECHATPAY'].filter((m) => m !== method),
    });
    await expectResponseError(client[operation]({ ...ref, platformType: 'PC' }), {
      status: 409,
      code: 'METHOD_NOT_ACCEPTED',
      operation,
    });
  });

  it('calls onNotFound for an unknown payment', async () => {
    await expectResponseError(
      client[operation]({ paymentId: 'pay_none', secret: 's', platformType: 'APP' }),
      {
        status: 404,
        code: 'PAYMENT_NOT_FOUND',
        operation,
      },
    );
  });

  it('rejects a missing body with RequiredError', async () => {
    const call = client[operation] as (params: unknown) => Promise<unknown>;
    await expect(call(undefined)).rejects.toMatchObject({ message: MESSAGES.required(operation) });
  });
});
