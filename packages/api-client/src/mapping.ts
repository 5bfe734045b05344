// The one place where wire names (snake_case) meet the public camelCase types, both ways.
// Answers are checked at run time by small hand-written guards (no schema validator: this code
// ships in the checkout's first-paint bundle). Rules:
// - a missing required field or a wrong type throws ShapeError (the client turns it into an
//   InvalidResponseError); messages name the field path and the expectation, never a value;
// - unknown extra fields are ignored; an unknown status is 'STATUS_UKNOWN', an unknown selected
//   method is 'PAY_METHOD_UNSPECIFIED', unknown pay methods and card networks are left out;
// - an optional string that is absent, null or '' becomes undefined; null counts as absent for
//   every optional field.
import type { components } from './generated/schema.js';
import type {
  CardNetwork,
  DeleteCardParams,
  GetPaymentParams,
  Item,
  ListCardsParams,
  Payment,
  PaymentStatus,
  PayMethod,
  ProceedCardParams,
  ProceedMemberParams,
  ProceedResult,
  ProceedWalletParams,
  ProductInfo,
  SavedCard,
  TransactionLog,
} from './types.js';

type Schemas = components['schemas'];
type Obj = Record<string, unknown>;

/** The answer is not of the contract's shape; `message` says where and what was expected. */
export class ShapeError extends Error {}

// Records rather than arrays so that a value added to the contract fails compilation here.
const STATUSES: Record<PaymentStatus, 1> = {
  STATUS_UKNOWN: 1,
  CREATED: 1,
  AUTHORIZED: 1,
  CAPTURED: 1,
  REFUNDED: 1,
  CANCELED: 1,
  FAILED: 1,
  INTERNAL_ERROR: 1,
};
const PAY_METHODS: Record<PayMethod, 1> = {
  PAY_METHOD_UNSPECIFIED: 1,
  PAYPAY: 1,
  CARD: 1,
  WECHATPAY: 1,
  ALIPAY: 1,
};
const CARD_NETWORKS: Record<CardNetwork, 1> = {
  CARD_NETWORK_UNSPECIFIED: 1,
  VISA: 1,
  MASTERCARD: 1,
  AMEX: 1,
  JCB: 1,
  DINERS: 1,
  UNIONPAY: 1,
};

// RFC 3339 date-time with a zone: a date without one would be read in the browser's local time.
const DATE_TIME = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?(Z|[+-]\d\d:\d\d)$/i;

const fail = (path: string, expected: string): never => {
  throw new ShapeError(`${path}: expected ${expected}`);
};

const isObj = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v);

const obj = (v: unknown, path: string): Obj => (isObj(v) ? v : fail(path, 'an object'));

const str = (v: unknown, path: string): string =>
  typeof v === 'string' ? v : fail(path, 'a string');

const optStr = (v: unknown, path: string): string | undefined =>
  v == null || v === '' ? undefined : str(v, path);

const int = (v: unknown, path: string): number =>
  Number.isSafeInteger(v) && (v as number) >= 0
    ? (v as number)
    : fail(path, 'a non-negative integer');

const list = <T>(v: unknown, path: string, each: (item: unknown, path: string) => T): T[] =>
  Array.isArray(v) ? v.map((item, i) => each(item, `${path}[${i}]`)) : fail(path, 'an array');

const date = (v: unknown, path: string): Date => {
  const d = new Date(str(v, path));
  return DATE_TIME.test(v as string) && !Number.isNaN(d.getTime())
    ? d
    : fail(path, 'an RFC 3339 date-time');
};

const status = (v: unknown, path: string): PaymentStatus => {
  const s = str(v, path);
  return Object.hasOwn(STATUSES, s) ? (s as PaymentStatus) : 'STATUS_UKNOWN';
};

/** Keeps the known values of a string enum array; anything that is not a string is an error. */
const known = <T extends string>(v: unknown, path: string, values: Record<T, 1>): T[] =>
  list(v, path, str).filter((s): s is T => Object.hasOwn(values, s));

const toItem = (v: unknown, path: string): Item => {
  const o = obj(v, path);
  return {
    name: str(o.name, `${path}.name`),
    price: int(o.price, `${path}.price`),
    quantity: int(o.quantity, `${path}.quantity`),
    total: int(o.total, `${path}.total`),
  };
};

const toProductInfo = (v: unknown, path: string): ProductInfo => {
  const o = obj(v, path);
  return {
    productId: str(o.product_id, `${path}.product_id`),
    productTitle: str(o.product_title, `${path}.product_title`),
    productThumbnailUrl: optStr(o.product_thumbnail_url, `${path}.product_thumbnail_url`),
    items: list(o.items, `${path}.items`, toItem),
  };
};

const toTransactionLog = (v: unknown, path: string): TransactionLog => {
  const o = obj(v, path);
  return {
    timestamp: date(o.timestamp, `${path}.timestamp`),
    status: status(o.status, `${path}.status`),
    message: optStr(o.message, `${path}.message`),
    charge: o.charge == null ? undefined : int(o.charge, `${path}.charge`),
  };
};

const toSavedCard = (v: unknown, path: string): SavedCard => {
  const o = obj(v, path);
  return {
    cardNo: str(o.card_no, `${path}.card_no`),
    cardExp: str(o.card_exp, `${path}.card_exp`),
    cardSeq: int(o.card_seq, `${path}.card_seq`),
  };
};

/** The answer of get-payment. */
export function toPayment(body: unknown): Payment {
  const o = obj(body, 'payment');
  const merchant = obj(o.merchant_info, 'payment.merchant_info');
  const selected =
    o.selected_method == null ? '' : str(o.selected_method, 'payment.selected_method');
  return {
    id: str(o.id, 'payment.id'),
    status: status(o.status, 'payment.status'),
    gmoShopId: optStr(o.gmo_shop_id, 'payment.gmo_shop_id'),
    selectedMethod: Object.hasOwn(PAY_METHODS, selected)
      ? (selected as PayMethod)
      : 'PAY_METHOD_UNSPECIFIED',
    productInfos: list(o.product_infos, 'payment.product_infos', toProductInfo),
    merchantInfo: {
      merchantName: str(merchant.merchant_name, 'payment.merchant_info.merchant_name'),
      logoUrl: optStr(merchant.logo_url, 'payment.merchant_info.logo_url'),
    },
    total: int(o.total, 'payment.total'),
    payMethods: known(o.pay_methods, 'payment.pay_methods', PAY_METHODS),
    cardNetworks: known(o.card_networks, 'payment.card_networks', CARD_NETWORKS),
    email: optStr(o.email, 'payment.email'),
    note: optStr(o.note, 'payment.note'),
    returnUrl: optStr(o.return_url, 'payment.return_url'),
    errorMsg: optStr(o.error_msg, 'payment.error_msg'),
    transactionLogs: list(o.transaction_logs, 'payment.transaction_logs', toTransactionLog),
    availableCards: list(o.available_cards, 'payment.available_cards', toSavedCard),
    createdAt: date(o.created_at, 'payment.created_at'),
    deadline: date(o.deadline, 'payment.deadline'),
  };
}

/** The answer of list-cards. */
export function toSavedCards(body: unknown): SavedCard[] {
  return list(obj(body, 'answer').cards, 'answer.cards', toSavedCard);
}

/** The answer of every proceed call. */
export function toProceedResult(body: unknown): ProceedResult {
  const o = obj(body, 'answer');
  return {
    redirectUrl: optStr(o.redirect_url, 'answer.redirect_url'),
    qrUrl: optStr(o.qr_url, 'answer.qr_url'),
  };
}

/** The answer of delete-card: no content, or any JSON object. */
export function toDeleted(body: unknown): void {
  if (body !== undefined) obj(body, 'answer');
}

// Requests: camelCase → wire. Optional fields are left out rather than sent empty.

export const getPaymentRequest = (p: GetPaymentParams): Schemas['GetPaymentRequest'] => ({
  payment_id: p.paymentId,
  secret: p.secret,
  ...(p.accessToken ? { access_token: p.accessToken } : {}),
});

export const listCardsRequest = (p: ListCardsParams): Schemas['ListCardsRequest'] => ({
  access_token: p.accessToken,
});

export const deleteCardRequest = (p: DeleteCardParams): Schemas['DeleteCardRequest'] => ({
  access_token: p.accessToken,
  card_seq: p.cardSeq,
});

export const proceedCardRequest = (p: ProceedCardParams): Schemas['ProceedCardRequest'] => ({
  payment_id: p.paymentId,
  secret: p.secret,
  token: p.token,
  ...(p.accessToken ? { access_token: p.accessToken } : {}),
  save_card: p.saveCard ?? false,
});

export const proceedMemberRequest = (p: ProceedMemberParams): Schemas['ProceedMemberRequest'] => ({
  payment_id: p.paymentId,
  secret: p.secret,
  access_token: p.accessToken,
  card_seq: p.cardSeq,
  card_cvv: p.cardCvv,
});

export const proceedWalletRequest = (p: ProceedWalletParams): Schemas['ProceedWalletRequest'] => ({
  payment_id: p.paymentId,
  secret: p.secret,
  platform_type: p.platformType,
});

/** `common.error_code` and `common.error_description` of an error answer, when it has them. */
export function toErrorInfo(body: unknown): { code?: string; description?: string } {
  const common = isObj(body) && isObj(body.common) ? body.common : {};
  const code = common.error_code;
  const description = common.error_description;
  return {
    code: typeof code === 'string' && code !== '' ? code : undefined,
    description: typeof description === 'string' && description !== '' ? description : undefined,
  };
}
