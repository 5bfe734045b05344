export { createCheckoutClient, DEFAULT_TIMEOUT_MS } from './client.js';
export type { CheckoutClient, CheckoutClientOptions } from './client.js';
export {
  CheckoutClientError,
  FetchError,
  InvalidResponseError,
  RequiredError,
  ResponseError,
  TimeoutError,
  isCheckoutClientError,
} from './errors.js';
export type { AnyCheckoutClientError, CheckoutClientErrorKind } from './errors.js';
export type {
  CallOptions,
  CardNetwork,
  DeleteCardParams,
  GetPaymentParams,
  Item,
  ListCardsParams,
  MerchantInfo,
  Operation,
  Payment,
  PaymentStatus,
  PayMethod,
  PlatformType,
  ProceedCardParams,
  ProceedMemberParams,
  ProceedResult,
  ProceedWalletParams,
  ProductInfo,
  SavedCard,
  TransactionLog,
} from './types.js';
export type { components, paths } from './generated/schema.js';
