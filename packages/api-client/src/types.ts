// The public, camelCase shapes of the API. Enumerations come straight from the generated contract
// types so a change to the contract shows up here at compile time.
import type { components } from './generated/schema.js';

type Schemas = components['schemas'];

export type PaymentStatus = Schemas['PaymentStatus'];
export type PayMethod = Schemas['PayMethod'];
export type CardNetwork = Schemas['CardNetwork'];
export type PlatformType = Schemas['PlatformType'];

/*
 * Optional strings: a field that is absent or empty ('') on the wire is `undefined` here, so the UI
 * has one check to make. A string that is present is never ''.
 */

export interface Item {
  name: string;
  /** Unit price, integer yen. */
  price: number;
  quantity: number;
  /** Line amount, integer yen. */
  total: number;
}

export interface ProductInfo {
  productId: string;
  productTitle: string;
  /** Not checked for safety here: only `https:` URLs may be shown. */
  productThumbnailUrl?: string;
  items: Item[];
}

export interface MerchantInfo {
  merchantName: string;
  /** Not checked for safety here: only `https:` URLs may be shown. */
  logoUrl?: string;
}

export interface TransactionLog {
  timestamp: Date;
  /** An unknown status from a newer service is `'STATUS_UKNOWN'`. */
  status: PaymentStatus;
  message?: string;
  /** Integer yen. */
  charge?: number;
}

export interface SavedCard {
  /** Masked card number, e.g. `************1111`. */
  cardNo: string;
  /** Four digits as the card provider stores them (`2812` is December 2028). */
  cardExp: string;
  cardSeq: number;
}

export interface Payment {
  id: string;
  /** An unknown status from a newer service is `'STATUS_UKNOWN'`. */
  status: PaymentStatus;
  /** The card provider's shop id, for `Multipayment.init`. */
  gmoShopId?: string;
  /** Absent or unknown on the wire: `'PAY_METHOD_UNSPECIFIED'`. */
  selectedMethod: PayMethod;
  productInfos: ProductInfo[];
  merchantInfo: MerchantInfo;
  /** Integer yen. */
  total: number;
  /** Methods unknown to this client are left out. */
  payMethods: PayMethod[];
  /** Networks unknown to this client are left out. */
  cardNetworks: CardNetwork[];
  email?: string;
  note?: string;
  /** Not checked for safety here: validate before navigating. */
  returnUrl?: string;
  errorMsg?: string;
  transactionLogs: TransactionLog[];
  availableCards: SavedCard[];
  createdAt: Date;
  deadline: Date;
}

/** Where the shopper continues. Neither field: the payment has its final status already. */
export interface ProceedResult {
  /** Not checked for safety here: validate before navigating. */
  redirectUrl?: string;
  qrUrl?: string;
}

export interface GetPaymentParams {
  paymentId: string;
  secret: string;
  /** The member's access token; leave out for a guest. */
  accessToken?: string;
}

export interface ListCardsParams {
  accessToken: string;
}

export interface DeleteCardParams {
  accessToken: string;
  cardSeq: number;
}

export interface ProceedCardParams {
  paymentId: string;
  secret: string;
  /** The card token from `Multipayment.getToken`, never the card number. */
  token: string;
  accessToken?: string;
  /** Save the card for the member (needs `accessToken`). Default false. */
  saveCard?: boolean;
}

export interface ProceedMemberParams {
  paymentId: string;
  secret: string;
  accessToken: string;
  cardSeq: number;
  cardCvv: string;
}

export interface ProceedWalletParams {
  paymentId: string;
  secret: string;
  platformType: PlatformType;
}

/** Options every call takes as its second argument. */
export interface CallOptions {
  /** Cancels the call; it then rejects with the signal's reason (an `AbortError` by default). */
  signal?: AbortSignal;
  /** Overrides the client's `timeoutMs` for this call. `0` or `Infinity`: no timeout. */
  timeoutMs?: number;
}

/** The name of each client method, also used in error messages and fields. */
export type Operation =
  | 'getPayment'
  | 'listCards'
  | 'deleteCard'
  | 'proceedCard'
  | 'proceedMember'
  | 'proceedPaypay'
  | 'proceedAlipay'
  | 'proceedWechatpay';
