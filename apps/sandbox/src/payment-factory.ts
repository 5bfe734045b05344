import { componentRef, type JsonSchema } from './contract.js';
import { ApiError, errors } from './errors.js';
import type { CaptureMode, PaymentRecord } from './payments.js';
import { DEFAULT_SHOP_ID, randomId, type SandboxStore } from './store.js';
import type {
  CardNetwork,
  PayMethod,
  PaymentStatus,
  WireMerchantInfo,
  WireProductInfo,
  WireSavedCard,
  WireTransactionLog,
} from './wire.js';

export const ALL_PAY_METHODS: readonly PayMethod[] = ['CARD', 'PAYPAY', 'WECHATPAY', 'ALIPAY'];
export const ALL_CARD_NETWORKS: readonly CardNetwork[] = [
  'VISA',
  'MASTERCARD',
  'JCB',
  'AMEX',
  'DINERS',
  'UNIONPAY',
];

export const DEFAULT_DEADLINE_MS = 24 * 60 * 60 * 1000;
/** Keeps a runaway test from filling the memory of a shared machine. */
export const MAX_PAYMENTS = 20_000;

const URL_SAFE_ID = {
  type: 'string',
  minLength: 1,
  maxLength: 128,
  pattern: '^[A-Za-z0-9_-]+$',
};

/**
 * `POST /sandbox/payments`: any field of the get-payment answer in wire names (all optional,
 * validated with the contract's own schemas) plus sandbox options.
 */
export const CREATE_PAYMENT_SCHEMA: JsonSchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    id: URL_SAFE_ID,
    secret: URL_SAFE_ID,
    status: componentRef('PaymentStatus'),
    gmo_shop_id: { type: 'string', pattern: '^[A-Za-z0-9_-]+$', minLength: 1, maxLength: 64 },
    selected_method: componentRef('PayMethod'),
    product_infos: { type: 'array', maxItems: 100, items: componentRef('ProductInfo') },
    merchant_info: componentRef('MerchantInfo'),
    total: componentRef('Amount'),
    pay_methods: { type: 'array', maxItems: 10, items: componentRef('PayMethod') },
    card_networks: { type: 'array', maxItems: 10, items: componentRef('CardNetwork') },
    email: { type: 'string', maxLength: 254 },
    note: { type: 'string', maxLength: 2000 },
    return_url: { type: 'string', maxLength: 2048 },
    error_msg: { type: 'string', maxLength: 2000 },
    transaction_logs: { type: 'array', maxItems: 10000, items: componentRef('TransactionLog') },
    available_cards: { type: 'array', items: componentRef('SavedCard') },
    created_at: { type: 'string', format: 'date-time' },
    deadline: { type: 'string', format: 'date-time' },
    sandbox_capture: { enum: ['auto', 'manual'] },
  },
};

export interface CreatePaymentInput {
  id?: string;
  secret?: string;
  status?: PaymentStatus;
  gmo_shop_id?: string;
  selected_method?: PayMethod;
  product_infos?: WireProductInfo[];
  merchant_info?: WireMerchantInfo;
  total?: number;
  pay_methods?: PayMethod[];
  card_networks?: CardNetwork[];
  email?: string;
  note?: string;
  return_url?: string;
  error_msg?: string;
  transaction_logs?: WireTransactionLog[];
  available_cards?: WireSavedCard[];
  created_at?: string;
  deadline?: string;
  sandbox_capture?: CaptureMode;
}

function parseDate(value: string, field: string): Date {
  const date = new Date(value);
  // Ajv's date-time format accepts leap seconds, which Date cannot represent.
  if (Number.isNaN(date.getTime())) throw errors.invalidRequest(`${field}: is not a usable date`);
  return date;
}

export const DEFAULT_PRODUCTS: readonly WireProductInfo[] = [
  {
    product_id: 'tour-kyoto-01',
    product_title: '京都 茶道体験 / Kyoto tea ceremony experience',
    product_thumbnail_url: '/sandbox/assets/product-tea.svg',
    items: [
      { name: '大人 / Adult', price: 6000, quantity: 2, total: 12000 },
      { name: '子供 / Child', price: 3500, quantity: 1, total: 3500 },
    ],
  },
];

export const DEFAULT_MERCHANT: WireMerchantInfo = {
  merchant_name: '京都体験株式会社 (Kyoto Experiences Co.)',
  logo_url: '/sandbox/assets/logo.svg',
};

function itemsTotal(products: readonly WireProductInfo[]): number {
  return Math.min(
    999_999_999,
    products.reduce(
      (sum, product) => sum + product.items.reduce((inner, item) => inner + item.total, 0),
      0,
    ),
  );
}

/** A plausible history for a payment created directly in a later status. */
function defaultLogs(
  status: PaymentStatus,
  total: number,
  createdAt: Date,
  errorMsg: string | undefined,
): WireTransactionLog[] {
  const at = (minutes: number) => new Date(createdAt.getTime() + minutes * 60_000).toISOString();
  const logs: WireTransactionLog[] = [
    { timestamp: at(0), status: 'CREATED', message: 'Payment created', charge: 0 },
  ];
  switch (status) {
    case 'AUTHORIZED':
      logs.push({ timestamp: at(3), status, message: 'Card payment authorized', charge: total });
      break;
    case 'CAPTURED':
      logs.push({ timestamp: at(3), status, message: 'Card payment captured', charge: total });
      break;
    case 'REFUNDED':
      logs.push(
        { timestamp: at(3), status: 'CAPTURED', message: 'Card payment captured', charge: total },
        { timestamp: at(60), status, message: 'Refunded by the merchant', charge: total },
      );
      break;
    case 'CANCELED':
      logs.push({ timestamp: at(30), status, message: 'Canceled by the merchant', charge: 0 });
      break;
    case 'FAILED':
      logs.push({ timestamp: at(3), status, message: errorMsg ?? 'Card declined', charge: 0 });
      break;
    case 'INTERNAL_ERROR':
      logs.push({
        timestamp: at(3),
        status,
        message: errorMsg ?? 'Processing error',
        charge: 0,
      });
      break;
    case 'STATUS_UKNOWN':
      logs.push({ timestamp: at(3), status, message: 'Status unknown', charge: 0 });
      break;
    case 'CREATED':
      break;
  }
  return logs;
}

/** Builds and stores a payment from admin input (already schema-validated) and defaults. */
export function createPayment(store: SandboxStore, input: CreatePaymentInput): PaymentRecord {
  if (store.payments.size >= MAX_PAYMENTS) {
    throw new ApiError(409, 'SANDBOX_FULL', 'Too many payments; POST /sandbox/reset first.');
  }
  const id = input.id ?? `pay_${randomId(9)}`;
  if (store.payments.has(id)) {
    throw new ApiError(409, 'PAYMENT_EXISTS', 'A payment with this id exists already.');
  }
  const now = store.now();
  const createdAt =
    input.created_at !== undefined ? parseDate(input.created_at, 'created_at') : now;
  const deadline =
    input.deadline !== undefined
      ? parseDate(input.deadline, 'deadline')
      : new Date(createdAt.getTime() + DEFAULT_DEADLINE_MS);
  const productInfos = structuredClone<WireProductInfo[]>([
    ...(input.product_infos ?? DEFAULT_PRODUCTS),
  ]);
  const status = input.status ?? 'CREATED';
  const total = input.total ?? itemsTotal(productInfos);
  const errorMsg =
    input.error_msg ??
    (status === 'FAILED'
      ? '42G120000: The card was declined by the card issuer.'
      : status === 'INTERNAL_ERROR'
        ? 'E92000001: The card processor could not process the payment.'
        : undefined);
  const charged = status === 'AUTHORIZED' || status === 'CAPTURED' || status === 'REFUNDED';
  const payment: PaymentRecord = {
    id,
    secret: input.secret ?? randomId(),
    status,
    gmoShopId: input.gmo_shop_id ?? DEFAULT_SHOP_ID,
    selectedMethod: input.selected_method ?? (charged ? 'CARD' : 'PAY_METHOD_UNSPECIFIED'),
    productInfos,
    merchantInfo: structuredClone(input.merchant_info ?? DEFAULT_MERCHANT),
    total,
    payMethods: [...(input.pay_methods ?? ALL_PAY_METHODS)],
    cardNetworks: [...(input.card_networks ?? ALL_CARD_NETWORKS)],
    email: input.email ?? 'shopper@example.com',
    note: input.note,
    returnUrl: input.return_url ?? `https://shop.example.jp/orders/${id}`,
    errorMsg,
    transactionLogs: structuredClone<WireTransactionLog[]>(
      input.transaction_logs ?? defaultLogs(status, total, createdAt, errorMsg),
    ),
    createdAt,
    deadline,
    capture: input.sandbox_capture ?? 'auto',
    charges: charged ? 1 : 0,
    attemptInProgress: false,
    pending: undefined,
    lastCard: undefined,
  };
  store.payments.set(id, payment);
  return payment;
}
