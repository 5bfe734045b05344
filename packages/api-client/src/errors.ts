// Every error the client rejects with, apart from the caller's own cancellation (which rejects with
// the signal's reason, untouched). No error carries the request body: card tokens, security codes,
// secrets and access tokens never reach a message or an enumerable field.
import type { Operation } from './types.js';

export type CheckoutClientErrorKind = 'response' | 'fetch' | 'required' | 'invalid-response';

export abstract class CheckoutClientError extends Error {
  abstract readonly kind: CheckoutClientErrorKind;
  /** The client method that failed. */
  readonly operation: Operation;

  protected constructor(operation: Operation, message: string, cause?: unknown) {
    super(message, cause === undefined ? undefined : { cause });
    this.operation = operation;
  }
}

/** The service answered with a non-2xx status (spec §8). */
export class ResponseError extends CheckoutClientError {
  override readonly name = 'ResponseError';
  readonly kind = 'response';
  readonly status: number;
  /** `common.error_code` of the answer, else `HTTP_{status}` when the body has none. */
  readonly code: string;
  /** `common.error_description` of the answer, when it has one. */
  readonly description: string | undefined;

  constructor(operation: Operation, status: number, code: string, description?: string) {
    super(operation, 'Response returned an error code');
    this.status = status;
    this.code = code;
    this.description = description;
  }
}

/** The request got no answer: network failure, refused connection, CORS, … (spec §8). */
export class FetchError extends CheckoutClientError {
  override readonly name: string = 'FetchError';
  readonly kind = 'fetch';

  constructor(operation: Operation, cause: unknown) {
    super(
      operation,
      'The request failed and the interceptors did not return an alternative response',
      cause,
    );
  }
}

/** No answer within `timeoutMs`. A kind of FetchError: treat it like a network failure. */
export class TimeoutError extends FetchError {
  override readonly name = 'TimeoutError';
  readonly timeoutMs: number;

  constructor(operation: Operation, timeoutMs: number, cause?: unknown) {
    super(operation, cause);
    this.timeoutMs = timeoutMs;
  }
}

/** The call was made without its body; nothing was sent (spec §5, §8). */
export class RequiredError extends CheckoutClientError {
  override readonly name = 'RequiredError';
  readonly kind = 'required';
  readonly field = 'body';

  constructor(operation: Operation) {
    super(operation, `Required parameter body was null or undefined when calling ${operation}.`);
  }
}

/** A 2xx answer that is not JSON or not of the contract's shape. */
export class InvalidResponseError extends CheckoutClientError {
  override readonly name = 'InvalidResponseError';
  readonly kind = 'invalid-response';
  readonly status: number;
  /** What was wrong, by field path (e.g. `available_cards[0].card_seq: expected an integer`). Never a value. */
  readonly detail: string;

  constructor(operation: Operation, status: number, detail: string) {
    super(operation, `The response did not match the API contract: ${detail}`);
    this.status = status;
    this.detail = detail;
  }
}

export type AnyCheckoutClientError =
  ResponseError | FetchError | TimeoutError | RequiredError | InvalidResponseError;

/** True for every error this client rejects with (not for the caller's own AbortError). */
export function isCheckoutClientError(error: unknown): error is AnyCheckoutClientError {
  return error instanceof CheckoutClientError;
}
