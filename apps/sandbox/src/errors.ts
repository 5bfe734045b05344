import type { ContentfulStatusCode } from 'hono/utils/http-status';

/** The error codes of the contract's table (plus the three routing/service codes it lists). */
export type ErrorCode =
  | 'INVALID_JSON'
  | 'INVALID_REQUEST'
  | 'UNSUPPORTED_MEDIA_TYPE'
  | 'PAYLOAD_TOO_LARGE'
  | 'UNAUTHORIZED'
  | 'PAYMENT_NOT_FOUND'
  | 'CARD_NOT_FOUND'
  | 'PAYMENT_NOT_PAYABLE'
  | 'PAYMENT_EXPIRED'
  | 'METHOD_NOT_ACCEPTED'
  | 'CARD_LIMIT_REACHED'
  | 'INVALID_TOKEN'
  | 'INVALID_CARD_CVV'
  | 'NOT_FOUND'
  | 'METHOD_NOT_ALLOWED'
  | 'INTERNAL_ERROR';

export interface ErrorBody {
  common: { error_code: string; error_description: string };
}

/** An expected refusal: handlers throw it, the app turns it into the contract's error body. */
export class ApiError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    readonly code: ErrorCode | (string & {}),
    readonly description: string,
    readonly headers: Readonly<Record<string, string>> = {},
  ) {
    super(`${code}: ${description}`);
    this.name = 'ApiError';
  }
}

export function errorBody(code: string, description: string): ErrorBody {
  return { common: { error_code: code, error_description: description } };
}

export const MAX_API_BODY_BYTES = 64 * 1024;

export const errors = {
  invalidJson: (description = 'The body is not valid JSON.') =>
    new ApiError(400, 'INVALID_JSON', description),
  invalidRequest: (description: string) => new ApiError(400, 'INVALID_REQUEST', description),
  unsupportedMediaType: () =>
    new ApiError(415, 'UNSUPPORTED_MEDIA_TYPE', 'Send the body as application/json.'),
  // The rest of the body is not read: the connection must not carry another request.
  payloadTooLarge: (limit: number) =>
    new ApiError(
      413,
      'PAYLOAD_TOO_LARGE',
      `The request body must be at most ${String(limit)} bytes.`,
      { Connection: 'close' },
    ),
  unauthorized: () => new ApiError(401, 'UNAUTHORIZED', 'The access token is not valid.'),
  paymentNotFound: () =>
    new ApiError(404, 'PAYMENT_NOT_FOUND', 'No payment has this id and secret.'),
  cardNotFound: () =>
    new ApiError(404, 'CARD_NOT_FOUND', 'No saved card has this sequence number.'),
  notPayable: (description = 'This payment has already been processed.') =>
    new ApiError(409, 'PAYMENT_NOT_PAYABLE', description),
  expired: () => new ApiError(409, 'PAYMENT_EXPIRED', "The payment's deadline has passed."),
  methodNotAccepted: (description: string) => new ApiError(409, 'METHOD_NOT_ACCEPTED', description),
  cardLimit: () =>
    new ApiError(409, 'CARD_LIMIT_REACHED', 'Five cards are saved already; delete one first.'),
  invalidToken: (description = 'The card token is unknown, used or expired.') =>
    new ApiError(422, 'INVALID_TOKEN', description),
  invalidCvv: () =>
    new ApiError(422, 'INVALID_CARD_CVV', 'The security code does not match the saved card.'),
  notFound: () => new ApiError(404, 'NOT_FOUND', 'There is nothing at this path.'),
  methodNotAllowed: (allow: string) =>
    new ApiError(405, 'METHOD_NOT_ALLOWED', `Use ${allow} for this path.`, { Allow: allow }),
};
