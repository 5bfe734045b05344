import type { components } from './generated/schema.js';

type Schemas = components['schemas'];

/** Wire types generated from the contract (`pnpm generate`). */
export type WirePayment = Schemas['Payment'];
export type WireProductInfo = Schemas['ProductInfo'];
export type WireMerchantInfo = Schemas['MerchantInfo'];
export type WireTransactionLog = Schemas['TransactionLog'];
export type WireSavedCard = Schemas['SavedCard'];
export type WireProceedResult = Schemas['ProceedResult'];
export type PaymentStatus = Schemas['PaymentStatus'];
export type PayMethod = Schemas['PayMethod'];
export type CardNetwork = Schemas['CardNetwork'];
export type PlatformType = Schemas['PlatformType'];

export type GetPaymentRequest = Schemas['GetPaymentRequest'];
export type ListCardsRequest = Schemas['ListCardsRequest'];
export type DeleteCardRequest = Schemas['DeleteCardRequest'];
export type ProceedCardRequest = Schemas['ProceedCardRequest'];
export type ProceedMemberRequest = Schemas['ProceedMemberRequest'];
export type ProceedWalletRequest = Schemas['ProceedWalletRequest'];
