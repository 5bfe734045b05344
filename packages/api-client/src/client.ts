import createClient from 'openapi-fetch';
import {
  FetchError,
  InvalidResponseError,
  RequiredError,
  ResponseError,
  TimeoutError,
} from './errors.js';
import type { paths } from './generated/schema.js';
import {
  ShapeError,
  deleteCardRequest,
  getPaymentRequest,
  listCardsRequest,
  proceedCardRequest,
  proceedMemberRequest,
  proceedWalletRequest,
  toDeleted,
  toErrorInfo,
  toPayment,
  toProceedResult,
  toSavedCards,
} from './mapping.js';
import type {
  CallOptions,
  DeleteCardParams,
  GetPaymentParams,
  ListCardsParams,
  Operation,
  Payment,
  ProceedCardParams,
  ProceedMemberParams,
  ProceedResult,
  ProceedWalletParams,
  SavedCard,
} from './types.js';

/** Proceed calls wait for the card provider or the wallet, so the default is generous. */
export const DEFAULT_TIMEOUT_MS = 30_000;

export interface CheckoutClientOptions {
  /** Origin (and base path) of the payment service, e.g. `https://pay.example.jp`; `''` for the page's own origin. */
  baseUrl: string;
  /** Replaces `globalThis.fetch` (read at call time when left out). */
  fetch?: (request: Request) => Promise<Response>;
  /** Default time limit of every call in milliseconds (default 30000). `0` or `Infinity`: none. */
  timeoutMs?: number;
  /** Called before a call rejects because the service answered 404 (spec §7: go to /404). */
  onNotFound?: (error: ResponseError) => void;
  /**
   * Called once before a call rejects because the service answered any other non-2xx status
   * (spec §7: an error toast with `description`, else `code`).
   */
  onError?: (code: string, description: string | undefined, error: ResponseError) => void;
}

/** Methods are plain functions (no `this`): they can be passed around or destructured. */
export interface CheckoutClient {
  getPayment: (params: GetPaymentParams, options?: CallOptions) => Promise<Payment>;
  listCards: (params: ListCardsParams, options?: CallOptions) => Promise<SavedCard[]>;
  deleteCard: (params: DeleteCardParams, options?: CallOptions) => Promise<void>;
  proceedCard: (params: ProceedCardParams, options?: CallOptions) => Promise<ProceedResult>;
  proceedMember: (params: ProceedMemberParams, options?: CallOptions) => Promise<ProceedResult>;
  proceedPaypay: (params: ProceedWalletParams, options?: CallOptions) => Promise<ProceedResult>;
  proceedAlipay: (params: ProceedWalletParams, options?: CallOptions) => Promise<ProceedResult>;
  proceedWechatpay: (params: ProceedWalletParams, options?: CallOptions) => Promise<ProceedResult>;
}

interface Init {
  signal: AbortSignal;
  parseAs: 'text';
}

interface Answer {
  data?: string;
  error?: unknown;
  response: Response;
}

/**
 * A hook that throws must not change how the call ends; its error is reported the way the platform
 * reports an event listener's (window `error` event, where error reporting picks it up).
 */
function notify(hook: () => void): void {
  try {
    hook();
  } catch (error) {
    if (typeof reportError === 'function') reportError(error);
    else
      setTimeout(() => {
        throw error;
      });
  }
}

export function createCheckoutClient(options: CheckoutClientOptions): CheckoutClient {
  const { onNotFound, onError } = options;
  const api = createClient<paths>({
    baseUrl: options.baseUrl,
    fetch: options.fetch ?? ((request) => globalThis.fetch(request)),
    headers: { Accept: 'application/json' },
  });

  async function send<T>(
    operation: Operation,
    params: unknown,
    request: (init: Init) => Promise<Answer>,
    map: (body: unknown) => T,
    call: CallOptions = {},
  ): Promise<T> {
    if (params == null) throw new RequiredError(operation);
    const outer = call.signal;
    if (outer?.aborted) throw outer.reason;
    const timeoutMs = call.timeoutMs ?? options.timeoutMs ?? DEFAULT_TIMEOUT_MS;

    const controller = new AbortController();
    let abortedBy: 'caller' | 'timeout' | undefined;
    const abort = (by: 'caller' | 'timeout') => {
      abortedBy ??= by;
      controller.abort(outer?.reason);
    };
    const onCallerAbort = () => abort('caller');
    outer?.addEventListener('abort', onCallerAbort);
    const timer =
      timeoutMs > 0 && timeoutMs < Infinity
        ? setTimeout(() => abort('timeout'), timeoutMs)
        : undefined;
    // Settles on abort even when a custom fetch ignores its signal.
    const aborted = new Promise<never>((_, reject) => {
      controller.signal.addEventListener('abort', () => reject(new Error('aborted')));
    });

    let answer: Answer;
    try {
      answer = await Promise.race([
        request({ signal: controller.signal, parseAs: 'text' }),
        aborted,
      ]);
    } catch (error) {
      if (abortedBy === 'caller') throw outer?.reason;
      if (abortedBy === 'timeout') throw new TimeoutError(operation, timeoutMs);
      throw new FetchError(operation, error);
    } finally {
      clearTimeout(timer);
      outer?.removeEventListener('abort', onCallerAbort);
    }

    const { status, ok } = answer.response;
    if (!ok) {
      const { code, description } = toErrorInfo(answer.error);
      const error = new ResponseError(operation, status, code ?? `HTTP_${status}`, description);
      if (status === 404) {
        if (onNotFound) notify(() => onNotFound(error));
      } else if (onError) {
        notify(() => onError(error.code, error.description, error));
      }
      throw error;
    }

    let body: unknown;
    try {
      body = answer.data ? JSON.parse(answer.data) : undefined;
    } catch {
      throw new InvalidResponseError(operation, status, 'the body is not JSON');
    }
    try {
      return map(body);
    } catch (error) {
      if (error instanceof ShapeError)
        throw new InvalidResponseError(operation, status, error.message);
      throw error;
    }
  }

  const wallet =
    (
      operation: 'proceedPaypay' | 'proceedAlipay' | 'proceedWechatpay',
      path: '/api/v2/proceed-paypay' | '/api/v2/proceed-alipay' | '/api/v2/proceed-wechatpay',
    ) =>
    (params: ProceedWalletParams, call?: CallOptions) =>
      send(
        operation,
        params,
        (init) => api.POST(path, { body: proceedWalletRequest(params), ...init }),
        toProceedResult,
        call,
      );

  return {
    getPayment: (params, call) =>
      send(
        'getPayment',
        params,
        (init) => api.POST('/api/v2/get-payment', { body: getPaymentRequest(params), ...init }),
        toPayment,
        call,
      ),
    listCards: (params, call) =>
      send(
        'listCards',
        params,
        (init) => api.POST('/api/v2/list-cards', { body: listCardsRequest(params), ...init }),
        toSavedCards,
        call,
      ),
    deleteCard: (params, call) =>
      send(
        'deleteCard',
        params,
        (init) => api.POST('/api/v2/delete-card', { body: deleteCardRequest(params), ...init }),
        toDeleted,
        call,
      ),
    proceedCard: (params, call) =>
      send(
        'proceedCard',
        params,
        (init) => api.POST('/api/v2/proceed-card', { body: proceedCardRequest(params), ...init }),
        toProceedResult,
        call,
      ),
    proceedMember: (params, call) =>
      send(
        'proceedMember',
        params,
        (init) =>
          api.POST('/api/v2/proceed-member', { body: proceedMemberRequest(params), ...init }),
        toProceedResult,
        call,
      ),
    proceedPaypay: wallet('proceedPaypay', '/api/v2/proceed-paypay'),
    proceedAlipay: wallet('proceedAlipay', '/api/v2/proceed-alipay'),
    proceedWechatpay: wallet('proceedWechatpay', '/api/v2/proceed-wechatpay'),
  };
}
