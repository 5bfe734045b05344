// The option factories with a real QueryClient (no React rendering needed).
import {
  MutationObserver,
  QueryClient,
  isCancelledError,
  type UseMutationOptions,
  type UseQueryOptions,
} from '@tanstack/react-query';
import { afterEach, describe, expect, expectTypeOf, it } from 'vitest';
import { createCheckoutClient } from './client.js';
import { FetchError, InvalidResponseError, ResponseError, TimeoutError } from './errors.js';
import {
  MAX_READ_RETRIES,
  checkoutKeys,
  deleteCardMutationOptions,
  paymentQueryOptions,
  proceedAlipayMutationOptions,
  proceedCardMutationOptions,
  proceedMemberMutationOptions,
  proceedPaypayMutationOptions,
  proceedWechatpayMutationOptions,
  savedCardsQueryOptions,
} from './query.js';
import { fakeFetch } from './test/fake-fetch.js';
import { errorBody, jsonResponse, wirePayment } from './test/wire.js';
import type {
  DeleteCardParams,
  Payment,
  ProceedCardParams,
  ProceedResult,
  SavedCard,
} from './types.js';

const BASE = 'https://pay.example';
const PARAMS = { paymentId: 'pay_1', secret: 'sec_Zq81', accessToken: 'tok_member_Zq82' };

let queryClient: QueryClient;
afterEach(() => queryClient?.clear());

function newQueryClient() {
  // retryDelay 0 keeps the retry tests fast; the factories decide whether to retry.
  queryClient = new QueryClient({
    defaultOptions: { queries: { retryDelay: 0 }, mutations: { retryDelay: 0 } },
  });
  return queryClient;
}

describe('checkoutKeys', () => {
  it('are stable, share one prefix and hold no secret or access token', () => {
    expect(checkoutKeys.all).toEqual(['kessai']);
    expect(checkoutKeys.payments()).toEqual(['kessai', 'payment']);
    expect(checkoutKeys.payment('pay_1')).toEqual(['kessai', 'payment', 'pay_1']);
    expect(checkoutKeys.payment('pay_1')).toEqual(checkoutKeys.payment('pay_1'));
    expect(checkoutKeys.cards()).toEqual(['kessai', 'cards']);
    expect(checkoutKeys.deleteCard()).toEqual(['kessai', 'delete-card']);
    expect(checkoutKeys.proceeds()).toEqual(['kessai', 'proceed']);
    expect(checkoutKeys.proceed('paypay')).toEqual(['kessai', 'proceed', 'paypay']);
    const client = createCheckoutClient({ baseUrl: BASE });
    const keys = JSON.stringify([
      paymentQueryOptions(client, PARAMS).queryKey,
      savedCardsQueryOptions(client, { accessToken: PARAMS.accessToken }).queryKey,
    ]);
    expect(keys).not.toContain(PARAMS.secret);
    expect(keys).not.toContain(PARAMS.accessToken);
  });
});

describe('paymentQueryOptions', () => {
  it('reads the payment into the shared cache key', async () => {
    const { fetch } = fakeFetch(() => jsonResponse(wirePayment()));
    const client = createCheckoutClient({ baseUrl: BASE, fetch });
    const qc = newQueryClient();
    const payment = await qc.fetchQuery(paymentQueryOptions(client, PARAMS));
    expect(payment.total).toBe(15500);
    expect(qc.getQueryData(checkoutKeys.payment('pay_1'))).toBe(payment);
    expectTypeOf(qc.getQueryData(paymentQueryOptions(client, PARAMS).queryKey)).toEqualTypeOf<
      Payment | undefined
    >();
  });

  it(`retries network failures and timeouts at most ${MAX_READ_RETRIES} times`, async () => {
    const { fetch, sent } = fakeFetch(() => Promise.reject(new TypeError('Failed to fetch')));
    const client = createCheckoutClient({ baseUrl: BASE, fetch });
    await expect(
      newQueryClient().fetchQuery(paymentQueryOptions(client, PARAMS)),
    ).rejects.toBeInstanceOf(FetchError);
    expect(sent).toHaveLength(3);

    const slow = fakeFetch(() => new Promise<Response>(() => undefined));
    const timingOut = createCheckoutClient({ baseUrl: BASE, fetch: slow.fetch, timeoutMs: 5 });
    await expect(
      newQueryClient().fetchQuery(paymentQueryOptions(timingOut, PARAMS)),
    ).rejects.toBeInstanceOf(TimeoutError);
    expect(slow.sent).toHaveLength(3);
  });

  it('succeeds when a retry does', async () => {
    let calls = 0;
    const { fetch } = fakeFetch(() =>
      ++calls === 1 ? Promise.reject(new TypeError('offline')) : jsonResponse(wirePayment()),
    );
    const client = createCheckoutClient({ baseUrl: BASE, fetch });
    await expect(
      newQueryClient().fetchQuery(paymentQueryOptions(client, PARAMS)),
    ).resolves.toMatchObject({
      id: 'pay_01HZX4Q8',
    });
    expect(calls).toBe(2);
  });

  it.each([
    ['ResponseError', () => jsonResponse(errorBody('INTERNAL_ERROR'), 500), ResponseError],
    ['a 404', () => jsonResponse(errorBody('PAYMENT_NOT_FOUND'), 404), ResponseError],
    ['InvalidResponseError', () => jsonResponse({ id: 1 }), InvalidResponseError],
  ])('never retries %s', async (_name, answer, type) => {
    const { fetch, sent } = fakeFetch(answer);
    const client = createCheckoutClient({ baseUrl: BASE, fetch });
    await expect(
      newQueryClient().fetchQuery(paymentQueryOptions(client, PARAMS)),
    ).rejects.toBeInstanceOf(type);
    expect(sent).toHaveLength(1);
  });

  it('cancels the request when the query is cancelled', async () => {
    let signal: AbortSignal | undefined;
    const fetch = (request: Request) => {
      signal = request.signal;
      return new Promise<Response>(() => undefined);
    };
    const client = createCheckoutClient({ baseUrl: BASE, fetch });
    const qc = newQueryClient();
    const pending = qc.fetchQuery(paymentQueryOptions(client, PARAMS));
    await new Promise((resolve) => setTimeout(resolve, 10));
    await qc.cancelQueries({ queryKey: checkoutKeys.payments() });
    expect(isCancelledError(await pending.catch((error: unknown) => error))).toBe(true);
    expect(signal?.aborted).toBe(true);
  });
});

describe('savedCardsQueryOptions', () => {
  it('lists the cards under the cards key and retries only network failures', async () => {
    const { fetch } = fakeFetch(() =>
      jsonResponse({ cards: [{ card_no: '************1111', card_exp: '2812', card_seq: 0 }] }),
    );
    const client = createCheckoutClient({ baseUrl: BASE, fetch });
    const qc = newQueryClient();
    const options = savedCardsQueryOptions(client, { accessToken: 'a' });
    await expect(qc.fetchQuery(options)).resolves.toEqual([
      { cardNo: '************1111', cardExp: '2812', cardSeq: 0 },
    ]);
    expect(qc.getQueryData(checkoutKeys.cards())).toHaveLength(1);
    expectTypeOf(qc.getQueryData(options.queryKey)).toEqualTypeOf<SavedCard[] | undefined>();

    const failing = fakeFetch(() => jsonResponse(errorBody('UNAUTHORIZED'), 401));
    const unauthorized = createCheckoutClient({ baseUrl: BASE, fetch: failing.fetch });
    await expect(
      newQueryClient().fetchQuery(savedCardsQueryOptions(unauthorized, { accessToken: 'x' })),
    ).rejects.toMatchObject({
      status: 401,
    });
    expect(failing.sent).toHaveLength(1);
  });
});

describe('mutation options', () => {
  const walletParams = { paymentId: 'pay_1', secret: 's', platformType: 'PC' } as const;
  const cases = [
    {
      name: 'deleteCard',
      factory: deleteCardMutationOptions,
      key: ['kessai', 'delete-card'],
      variables: { accessToken: 'a', cardSeq: 0 },
    },
    {
      name: 'proceedCard',
      factory: proceedCardMutationOptions,
      key: ['kessai', 'proceed', 'card'],
      variables: { paymentId: 'pay_1', secret: 's', token: 't' },
    },
    {
      name: 'proceedMember',
      factory: proceedMemberMutationOptions,
      key: ['kessai', 'proceed', 'member'],
      variables: { paymentId: 'pay_1', secret: 's', accessToken: 'a', cardSeq: 0, cardCvv: '123' },
    },
    {
      name: 'proceedPaypay',
      factory: proceedPaypayMutationOptions,
      key: ['kessai', 'proceed', 'paypay'],
      variables: walletParams,
    },
    {
      name: 'proceedAlipay',
      factory: proceedAlipayMutationOptions,
      key: ['kessai', 'proceed', 'alipay'],
      variables: walletParams,
    },
    {
      name: 'proceedWechatpay',
      factory: proceedWechatpayMutationOptions,
      key: ['kessai', 'proceed', 'wechatpay'],
      variables: walletParams,
    },
  ] as const;

  it.each(cases)('$name has its key and is never retried', async ({ factory, key, variables }) => {
    const { fetch, sent } = fakeFetch(() => Promise.reject(new TypeError('Failed to fetch')));
    const options = factory(createCheckoutClient({ baseUrl: BASE, fetch }));
    expect(options.mutationKey).toEqual(key);
    expect(options.retry).toBe(0);
    // Even a client whose defaults retry mutations does not re-send a payment attempt.
    const qc = new QueryClient({ defaultOptions: { mutations: { retry: 3, retryDelay: 0 } } });
    queryClient = qc;
    const observer = new MutationObserver(qc, options as never);
    await expect(observer.mutate(variables as never)).rejects.toBeInstanceOf(FetchError);
    expect(sent).toHaveLength(1);
    expect(
      qc.getMutationCache().find({ mutationKey: checkoutKeys.proceeds(), exact: false }) !==
        undefined,
    ).toBe(key[1] === 'proceed');
  });

  it('fit useQuery and useMutation', () => {
    const client = createCheckoutClient({ baseUrl: BASE });
    expectTypeOf(paymentQueryOptions(client, PARAMS)).toExtend<
      UseQueryOptions<Payment, Error, Payment, ReturnType<typeof checkoutKeys.payment>>
    >();
    expectTypeOf(savedCardsQueryOptions(client, PARAMS)).toExtend<
      UseQueryOptions<SavedCard[], Error, SavedCard[], ReturnType<typeof checkoutKeys.cards>>
    >();
    expectTypeOf(proceedCardMutationOptions(client)).toExtend<
      UseMutationOptions<ProceedResult, Error, ProceedCardParams>
    >();
    expectTypeOf(deleteCardMutationOptions(client)).toExtend<
      UseMutationOptions<void, Error, DeleteCardParams>
    >();
  });

  it('sends a proceed call at once even when the browser looks offline', () => {
    const client = createCheckoutClient({ baseUrl: BASE });
    expect(proceedCardMutationOptions(client).networkMode).toBe('always');
  });

  it('resolves with the mapped result', async () => {
    const { fetch } = fakeFetch(() => jsonResponse({ qr_url: 'https://qr.example/p' }));
    const qc = newQueryClient();
    const observer = new MutationObserver(
      qc,
      proceedPaypayMutationOptions(createCheckoutClient({ baseUrl: BASE, fetch })),
    );
    const result = await observer.mutate(walletParams);
    expectTypeOf(result).toEqualTypeOf<ProceedResult>();
    expect(result).toEqual({ redirectUrl: undefined, qrUrl: 'https://qr.example/p' });
  });
});
