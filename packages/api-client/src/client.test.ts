// Behaviour of the client that needs answers the sandbox cannot give on demand: a fake fetch or a
// tiny local HTTP server. The same behaviour against the sandbox is in sandbox.test.ts.
import {
  afterAll,
  afterEach,
  beforeAll,
  beforeEach,
  describe,
  expect,
  it,
  vi,
  type MockInstance,
} from 'vitest';
import { createCheckoutClient, DEFAULT_TIMEOUT_MS, type CheckoutClient } from './client.js';
import {
  CheckoutClientError,
  FetchError,
  InvalidResponseError,
  RequiredError,
  ResponseError,
  TimeoutError,
  isCheckoutClientError,
} from './errors.js';
import { fakeFetch } from './test/fake-fetch.js';
import { startLocalServer } from './test/local-server.js';
import { errorBody, jsonResponse, wirePayment } from './test/wire.js';
import type { CallOptions, Operation } from './types.js';

const MESSAGES = {
  response: 'Response returned an error code',
  fetch: 'The request failed and the interceptors did not return an alternative response',
};

const BASE = 'https://pay.example';
const SECRET = 'sec_Zq81';
const ACCESS_TOKEN = 'tok_member_Zq82';
const CARD_TOKEN = 'tk_card_Zq83';
const CVV = '9876';
const SENSITIVE = [SECRET, ACCESS_TOKEN, CARD_TOKEN, CVV];

type Call = (client: CheckoutClient, options?: CallOptions) => Promise<unknown>;

interface Case {
  operation: Operation;
  path: string;
  call: Call;
  wire: Record<string, unknown>;
  success: unknown;
}

const CASES: Case[] = [
  {
    operation: 'getPayment',
    path: '/api/v2/get-payment',
    call: (c, o) =>
      c.getPayment({ paymentId: 'pay_1', secret: SECRET, accessToken: ACCESS_TOKEN }, o),
    wire: { payment_id: 'pay_1', secret: SECRET, access_token: ACCESS_TOKEN },
    success: wirePayment(),
  },
  {
    operation: 'listCards',
    path: '/api/v2/list-cards',
    call: (c, o) => c.listCards({ accessToken: ACCESS_TOKEN }, o),
    wire: { access_token: ACCESS_TOKEN },
    success: { cards: [] },
  },
  {
    operation: 'deleteCard',
    path: '/api/v2/delete-card',
    call: (c, o) => c.deleteCard({ accessToken: ACCESS_TOKEN, cardSeq: 3 }, o),
    wire: { access_token: ACCESS_TOKEN, card_seq: 3 },
    success: {},
  },
  {
    operation: 'proceedCard',
    path: '/api/v2/proceed-card',
    call: (c, o) =>
      c.proceedCard(
        {
          paymentId: 'pay_1',
          secret: SECRET,
          token: CARD_TOKEN,
          accessToken: ACCESS_TOKEN,
          saveCard: true,
        },
        o,
      ),
    wire: {
      payment_id: 'pay_1',
      secret: SECRET,
      token: CARD_TOKEN,
      access_token: ACCESS_TOKEN,
      save_card: true,
    },
    success: { redirect_url: 'https://3ds.example/c' },
  },
  {
    operation: 'proceedMember',
    path: '/api/v2/proceed-member',
    call: (c, o) =>
      c.proceedMember(
        { paymentId: 'pay_1', secret: SECRET, accessToken: ACCESS_TOKEN, cardSeq: 0, cardCvv: CVV },
        o,
      ),
    wire: {
      payment_id: 'pay_1',
      secret: SECRET,
      access_token: ACCESS_TOKEN,
      card_seq: 0,
      card_cvv: CVV,
    },
    success: {},
  },
  {
    operation: 'proceedPaypay',
    path: '/api/v2/proceed-paypay',
    call: (c, o) => c.proceedPaypay({ paymentId: 'pay_1', secret: SECRET, platformType: 'PC' }, o),
    wire: { payment_id: 'pay_1', secret: SECRET, platform_type: 'PC' },
    success: { qr_url: 'https://qr.example/p' },
  },
  {
    operation: 'proceedAlipay',
    path: '/api/v2/proceed-alipay',
    call: (c, o) => c.proceedAlipay({ paymentId: 'pay_1', secret: SECRET, platformType: 'H5' }, o),
    wire: { payment_id: 'pay_1', secret: SECRET, platform_type: 'H5' },
    success: { redirect_url: 'alipays://pay' },
  },
  {
    operation: 'proceedWechatpay',
    path: '/api/v2/proceed-wechatpay',
    call: (c, o) =>
      c.proceedWechatpay({ paymentId: 'pay_1', secret: SECRET, platformType: 'APP' }, o),
    wire: { payment_id: 'pay_1', secret: SECRET, platform_type: 'APP' },
    success: { qr_url: 'weixin://wxpay/q' },
  },
];

const getPayment: Call = (c, o) => c.getPayment({ paymentId: 'pay_1', secret: SECRET }, o);
const proceedMember = CASES.find((c) => c.operation === 'proceedMember')!.call;

/** The rejection of a promise (fails the test when it resolves). */
async function rejection(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise;
  } catch (error) {
    return error;
  }
  throw new Error('expected the call to reject');
}

/** Nothing sensitive in the message, the enumerable fields or the serialised error. */
function expectNoSecrets(error: unknown) {
  const seen = [
    String(error),
    JSON.stringify(error),
    ...Object.values(error as object).map(String),
  ];
  for (const text of seen) for (const value of SENSITIVE) expect(text).not.toContain(value);
}

let consoleSpies: MockInstance[] = [];
beforeEach(() => {
  consoleSpies = (['log', 'info', 'warn', 'error', 'debug'] as const).map((name) =>
    vi.spyOn(console, name),
  );
});
afterEach(() => {
  for (const spy of consoleSpies) {
    expect(spy).not.toHaveBeenCalled();
    spy.mockRestore();
  }
  vi.unstubAllGlobals();
});

describe.each(CASES)('$operation', ({ operation, path, call, wire, success }) => {
  it('POSTs its body in wire names as JSON to its path and succeeds on 200', async () => {
    const { fetch, sent } = fakeFetch(() => jsonResponse(success));
    await expect(
      call(createCheckoutClient({ baseUrl: 'https://pay.example/', fetch })),
    ).resolves.not.toThrow();
    expect(sent).toEqual([
      {
        url: `https://pay.example${path}`,
        method: 'POST',
        contentType: 'application/json',
        body: wire,
      },
    ]);
  });

  it.each([undefined, null])(
    'rejects a %s body with RequiredError before any request',
    async (body) => {
      const { fetch, sent } = fakeFetch(() => jsonResponse(success));
      const client = createCheckoutClient({ baseUrl: 'https://pay.example', fetch });
      const method = client[operation] as (params: unknown) => Promise<unknown>;
      const error = await rejection(method(body));
      expect(error).toBeInstanceOf(RequiredError);
      expect(error).toMatchObject({
        name: 'RequiredError',
        kind: 'required',
        field: 'body',
        operation,
        message: `Required parameter body was null or undefined when calling ${operation}.`,
      });
      expect(sent).toHaveLength(0);
    },
  );

  it('rejects a non-2xx answer with ResponseError and calls onError once', async () => {
    const { fetch } = fakeFetch(() =>
      jsonResponse(errorBody('PAYMENT_NOT_PAYABLE', 'Already paid.'), 409),
    );
    const onError = vi.fn();
    const onNotFound = vi.fn();
    const error = await rejection(
      call(createCheckoutClient({ baseUrl: BASE, fetch, onError, onNotFound })),
    );
    expect(error).toBeInstanceOf(ResponseError);
    expect(error).toMatchObject({
      name: 'ResponseError',
      message: MESSAGES.response,
      status: 409,
      code: 'PAYMENT_NOT_PAYABLE',
      description: 'Already paid.',
      operation,
    });
    expect(onError).toHaveBeenCalledTimes(1);
    expect(onError).toHaveBeenCalledWith('PAYMENT_NOT_PAYABLE', 'Already paid.', error);
    expect(onNotFound).not.toHaveBeenCalled();
    expectNoSecrets(error);
  });
});

describe('answers', () => {
  it.each([200, 201, 202, 299])('treats %i as success', async (status) => {
    const { fetch } = fakeFetch(() => jsonResponse(wirePayment(), status));
    const payment = await getPayment(createCheckoutClient({ baseUrl: BASE, fetch }));
    expect(payment).toMatchObject({
      id: 'pay_01HZX4Q8',
      deadline: new Date('2026-11-27T14:59:59Z'),
    });
  });

  it('maps the answer of each method to camelCase', async () => {
    const answers: Record<string, unknown> = {
      '/api/v2/list-cards': {
        cards: [{ card_no: '************1111', card_exp: '2812', card_seq: 0 }],
      },
      '/api/v2/proceed-card': { redirect_url: 'https://3ds.example/c' },
      '/api/v2/proceed-paypay': { qr_url: 'https://qr.example/p' },
      '/api/v2/delete-card': {},
    };
    const { fetch } = fakeFetch((req) => jsonResponse(answers[new URL(req.url).pathname]));
    const client = createCheckoutClient({ baseUrl: 'https://pay.example', fetch });
    await expect(client.listCards({ accessToken: 'a' })).resolves.toEqual([
      { cardNo: '************1111', cardExp: '2812', cardSeq: 0 },
    ]);
    await expect(client.proceedCard({ paymentId: 'p', secret: 's', token: 't' })).resolves.toEqual({
      redirectUrl: 'https://3ds.example/c',
      qrUrl: undefined,
    });
    await expect(
      client.proceedPaypay({ paymentId: 'p', secret: 's', platformType: 'PC' }),
    ).resolves.toEqual({
      redirectUrl: undefined,
      qrUrl: 'https://qr.example/p',
    });
    await expect(client.deleteCard({ accessToken: 'a', cardSeq: 0 })).resolves.toBeUndefined();
  });

  it('accepts delete-card answered with no content', async () => {
    const { fetch } = fakeFetch(() => new Response(null, { status: 204 }));
    const client = createCheckoutClient({ baseUrl: BASE, fetch });
    await expect(client.deleteCard({ accessToken: 'a', cardSeq: 0 })).resolves.toBeUndefined();
  });

  it('rejects a payment answered with no content as InvalidResponseError', async () => {
    const { fetch } = fakeFetch(() => new Response(null, { status: 204 }));
    const error = await rejection(getPayment(createCheckoutClient({ baseUrl: BASE, fetch })));
    expect(error).toBeInstanceOf(InvalidResponseError);
    expect(error).toMatchObject({ status: 204, detail: 'payment: expected an object' });
  });

  it('rejects a 2xx answer of the wrong shape with InvalidResponseError naming the field', async () => {
    const { fetch } = fakeFetch(() => jsonResponse({ ...wirePayment(), total: '15500' }));
    const onError = vi.fn();
    const error = await rejection(
      getPayment(createCheckoutClient({ baseUrl: BASE, fetch, onError })),
    );
    expect(error).toBeInstanceOf(InvalidResponseError);
    expect(error).toMatchObject({
      name: 'InvalidResponseError',
      kind: 'invalid-response',
      operation: 'getPayment',
      status: 200,
      detail: 'payment.total: expected a non-negative integer',
      message:
        'The response did not match the API contract: payment.total: expected a non-negative integer',
    });
    expect(onError).not.toHaveBeenCalled();
  });

  it('never copies card data of a malformed answer into the error', async () => {
    const { fetch } = fakeFetch(() =>
      jsonResponse({ cards: [{ card_no: '4111111111111111', card_exp: 2812, card_seq: 0 }] }),
    );
    const error = await rejection(
      createCheckoutClient({ baseUrl: BASE, fetch }).listCards({ accessToken: 'a' }),
    );
    expect(error).toMatchObject({ detail: 'answer.cards[0].card_exp: expected a string' });
    expect(JSON.stringify(error) + String(error)).not.toContain('4111');
  });

  it('reads the error body of a 404, calls onNotFound and not onError', async () => {
    const { fetch } = fakeFetch(() =>
      jsonResponse(errorBody('PAYMENT_NOT_FOUND', 'No payment has this id and secret.'), 404),
    );
    const onNotFound = vi.fn();
    const onError = vi.fn();
    const error = await rejection(
      getPayment(createCheckoutClient({ baseUrl: BASE, fetch, onNotFound, onError })),
    );
    expect(error).toMatchObject({
      message: MESSAGES.response,
      status: 404,
      code: 'PAYMENT_NOT_FOUND',
      description: 'No payment has this id and secret.',
    });
    expect(onNotFound).toHaveBeenCalledTimes(1);
    expect(onNotFound).toHaveBeenCalledWith(error);
    expect(onError).not.toHaveBeenCalled();
  });

  it('passes an undefined description when the error body has none', async () => {
    const { fetch } = fakeFetch(() => jsonResponse(errorBody('UNAUTHORIZED'), 401));
    const onError = vi.fn();
    const error = await rejection(
      createCheckoutClient({ baseUrl: BASE, fetch, onError }).listCards({ accessToken: 'a' }),
    );
    expect(error).toMatchObject({ status: 401, code: 'UNAUTHORIZED', description: undefined });
    expect(onError).toHaveBeenCalledWith('UNAUTHORIZED', undefined, error);
  });

  it('still rejects with ResponseError when a hook throws, and reports the hook error', async () => {
    const reportError = vi.fn();
    vi.stubGlobal('reportError', reportError);
    const hookError = new Error('toast failed');
    const { fetch } = fakeFetch(() => jsonResponse(errorBody('X'), 500));
    const client = createCheckoutClient({
      baseUrl: BASE,
      fetch,
      onError: () => {
        throw hookError;
      },
    });
    const error = await rejection(getPayment(client));
    expect(error).toBeInstanceOf(ResponseError);
    expect(reportError).toHaveBeenCalledExactlyOnceWith(hookError);
  });
});

describe('against a local HTTP server', () => {
  let server: Awaited<ReturnType<typeof startLocalServer>>;
  beforeAll(async () => {
    server = await startLocalServer();
  });
  afterAll(() => server.close());

  it('rejects a 2xx HTML answer with InvalidResponseError', async () => {
    server.handle((_req, res) => {
      res.writeHead(200, { 'Content-Type': 'text/html' }).end('<html>Wi-Fi login</html>');
    });
    const error = await rejection(getPayment(createCheckoutClient({ baseUrl: server.url })));
    expect(error).toBeInstanceOf(InvalidResponseError);
    expect(error).toMatchObject({ status: 200, detail: 'the body is not JSON' });
  });

  it('rejects truncated JSON with InvalidResponseError', async () => {
    server.handle((_req, res) => {
      res.writeHead(200, { 'Content-Type': 'application/json' }).end('{"id":"pay_1","sta');
    });
    const error = await rejection(getPayment(createCheckoutClient({ baseUrl: server.url })));
    expect(error).toMatchObject({ name: 'InvalidResponseError', detail: 'the body is not JSON' });
  });

  it('gives a non-JSON error answer the code HTTP_{status} and no description', async () => {
    server.handle((_req, res) => {
      res.writeHead(502, { 'Content-Type': 'text/html' }).end('<h1>Bad Gateway</h1>');
    });
    const onError = vi.fn();
    const error = await rejection(
      getPayment(createCheckoutClient({ baseUrl: server.url, onError })),
    );
    expect(error).toMatchObject({
      name: 'ResponseError',
      message: MESSAGES.response,
      status: 502,
      code: 'HTTP_502',
      description: undefined,
    });
    expect(onError).toHaveBeenCalledExactlyOnceWith('HTTP_502', undefined, error);
  });

  it('rejects a dropped connection with FetchError carrying the cause', async () => {
    server.handle((req) => req.socket.destroy());
    const onError = vi.fn();
    const error = await rejection(
      proceedMember(createCheckoutClient({ baseUrl: server.url, onError })),
    );
    expect(error).toBeInstanceOf(FetchError);
    expect(error).not.toBeInstanceOf(TimeoutError);
    expect(error).toMatchObject({ name: 'FetchError', kind: 'fetch', message: MESSAGES.fetch });
    expect((error as FetchError).cause).toBeInstanceOf(TypeError);
    expect(onError).not.toHaveBeenCalled();
    expectNoSecrets(error);
  });

  it('rejects a refused connection with FetchError', async () => {
    const closed = await startLocalServer();
    await closed.close();
    const error = await rejection(getPayment(createCheckoutClient({ baseUrl: closed.url })));
    expect(error).toMatchObject({
      name: 'FetchError',
      message: MESSAGES.fetch,
      operation: 'getPayment',
    });
  });

  it('times out when no answer comes, with a TimeoutError that is a FetchError', async () => {
    server.handle(() => undefined);
    const started = Date.now();
    const error = await rejection(
      proceedMember(createCheckoutClient({ baseUrl: server.url, timeoutMs: 100 })),
    );
    expect(Date.now() - started).toBeLessThan(2000);
    expect(error).toBeInstanceOf(TimeoutError);
    expect(error).toBeInstanceOf(FetchError);
    expect(error).toMatchObject({
      name: 'TimeoutError',
      kind: 'fetch',
      message: MESSAGES.fetch,
      timeoutMs: 100,
    });
    expectNoSecrets(error);
  });

  it('times out while the body is still arriving', async () => {
    server.handle((_req, res) => {
      res.writeHead(200, { 'Content-Type': 'application/json' });
      res.write('{"id":');
    });
    const error = await rejection(
      getPayment(createCheckoutClient({ baseUrl: server.url }), { timeoutMs: 100 }),
    );
    expect(error).toMatchObject({ name: 'TimeoutError', timeoutMs: 100 });
  });

  it('lets the caller cancel with the platform AbortError, untouched', async () => {
    server.handle(() => undefined);
    const controller = new AbortController();
    const onError = vi.fn();
    const pending = getPayment(createCheckoutClient({ baseUrl: server.url, onError }), {
      signal: controller.signal,
    });
    setTimeout(() => controller.abort(), 50);
    const error = await rejection(pending);
    expect(error).toBeInstanceOf(DOMException);
    expect(error).toMatchObject({ name: 'AbortError' });
    expect(error).toBe(controller.signal.reason);
    expect(isCheckoutClientError(error)).toBe(false);
    expect(onError).not.toHaveBeenCalled();
  });
});

describe('cancellation and time limits', () => {
  const never = () => new Promise<Response>(() => undefined);

  it('sends nothing when the signal is already aborted', async () => {
    const { fetch, sent } = fakeFetch(never);
    const controller = new AbortController();
    controller.abort();
    const error = await rejection(
      getPayment(createCheckoutClient({ baseUrl: BASE, fetch }), { signal: controller.signal }),
    );
    expect(error).toMatchObject({ name: 'AbortError' });
    expect(sent).toHaveLength(0);
  });

  it('rejects with the caller’s own abort reason', async () => {
    const { fetch } = fakeFetch(never);
    const controller = new AbortController();
    const pending = getPayment(createCheckoutClient({ baseUrl: BASE, fetch }), {
      signal: controller.signal,
    });
    controller.abort('left the page');
    await expect(pending).rejects.toBe('left the page');
  });

  it('times out even when a custom fetch ignores its signal', async () => {
    const { fetch } = fakeFetch(never);
    const error = await rejection(
      getPayment(createCheckoutClient({ baseUrl: BASE, fetch, timeoutMs: 30 })),
    );
    expect(error).toBeInstanceOf(TimeoutError);
  });

  it('aborts the request it times out', async () => {
    let signal: AbortSignal | undefined;
    const fetch = (request: Request) => {
      signal = request.signal;
      return never();
    };
    await rejection(getPayment(createCheckoutClient({ baseUrl: BASE, fetch, timeoutMs: 30 })));
    expect(signal?.aborted).toBe(true);
  });

  it('uses the per-call time limit over the client’s, and 0 as none', async () => {
    const slow = () =>
      new Promise<Response>((resolve) =>
        setTimeout(() => resolve(jsonResponse(wirePayment())), 80),
      );
    const client = createCheckoutClient({ baseUrl: BASE, fetch: slow, timeoutMs: 20 });
    await expect(getPayment(client)).rejects.toBeInstanceOf(TimeoutError);
    await expect(getPayment(client, { timeoutMs: 0 })).resolves.toMatchObject({
      id: 'pay_01HZX4Q8',
    });
    await expect(getPayment(client, { timeoutMs: 1000 })).resolves.toMatchObject({
      id: 'pay_01HZX4Q8',
    });
  });

  it('defaults to 30 s', () => {
    expect(DEFAULT_TIMEOUT_MS).toBe(30_000);
  });
});

describe('fetch', () => {
  it('uses globalThis.fetch as it is at call time', async () => {
    const client = createCheckoutClient({ baseUrl: 'https://pay.example' });
    const { fetch, sent } = fakeFetch(() => jsonResponse(wirePayment()));
    vi.stubGlobal('fetch', fetch);
    await getPayment(client);
    expect(sent).toHaveLength(1);
  });

  it('wraps whatever a custom fetch throws in FetchError, keeping it as a non-enumerable cause', async () => {
    const cause = new TypeError('Failed to fetch');
    const error = await rejection(
      proceedMember(createCheckoutClient({ baseUrl: BASE, fetch: () => Promise.reject(cause) })),
    );
    expect(error).toBeInstanceOf(FetchError);
    expect((error as FetchError).cause).toBe(cause);
    expect(Object.keys(error as object)).not.toContain('cause');
  });
});

describe('errors', () => {
  it('share a base class, a kind and a type guard', () => {
    const errors = [
      new ResponseError('getPayment', 500, 'X'),
      new FetchError('getPayment', undefined),
      new TimeoutError('getPayment', 10),
      new RequiredError('getPayment'),
      new InvalidResponseError('getPayment', 200, 'x'),
    ];
    expect(errors.map((e) => [e.name, e.kind])).toEqual([
      ['ResponseError', 'response'],
      ['FetchError', 'fetch'],
      ['TimeoutError', 'fetch'],
      ['RequiredError', 'required'],
      ['InvalidResponseError', 'invalid-response'],
    ]);
    for (const error of errors) {
      expect(error).toBeInstanceOf(Error);
      expect(error).toBeInstanceOf(CheckoutClientError);
      expect(isCheckoutClientError(error)).toBe(true);
    }
    expect(isCheckoutClientError(new Error('x'))).toBe(false);
  });
});
