// react-query option factories (entry `@kessai/api-client/query`), so the checkout and other merchant
// tools share cache keys and retry rules. Keys never hold a secret or an access token: devtools show
// them and a persisted cache would write them to storage. When the member changes, drop the cache:
// `queryClient.removeQueries({ queryKey: checkoutKeys.all })`.
import { queryOptions, type UseMutationOptions } from '@tanstack/react-query';
import type { CheckoutClient } from './client.js';
import { FetchError } from './errors.js';
import type {
  DeleteCardParams,
  GetPaymentParams,
  ListCardsParams,
  ProceedCardParams,
  ProceedMemberParams,
  ProceedResult,
  ProceedWalletParams,
} from './types.js';

export type ProceedMethod = 'card' | 'member' | 'paypay' | 'alipay' | 'wechatpay';

export const checkoutKeys = {
  /** Prefix of every key below. */
  all: ['kessai'] as const,
  /** Prefix of every payment. */
  payments: () => ['kessai', 'payment'] as const,
  payment: (paymentId: string) => ['kessai', 'payment', paymentId] as const,
  /** The saved cards of the current member. */
  cards: () => ['kessai', 'cards'] as const,
  deleteCard: () => ['kessai', 'delete-card'] as const,
  /** Prefix of every proceed mutation (e.g. for `useIsMutating`). */
  proceeds: () => ['kessai', 'proceed'] as const,
  proceed: <M extends ProceedMethod>(method: M) => ['kessai', 'proceed', method] as const,
};

/** Reads retry network failures and timeouts only, at most twice; never an answer of the service. */
export const MAX_READ_RETRIES = 2;
const retryRead = (failureCount: number, error: Error): boolean =>
  failureCount < MAX_READ_RETRIES && error instanceof FetchError;

export function paymentQueryOptions(client: CheckoutClient, params: GetPaymentParams) {
  return queryOptions({
    queryKey: checkoutKeys.payment(params.paymentId),
    queryFn: ({ signal }) => client.getPayment(params, { signal }),
    retry: retryRead,
  });
}

export function savedCardsQueryOptions(client: CheckoutClient, params: ListCardsParams) {
  return queryOptions({
    queryKey: checkoutKeys.cards(),
    queryFn: ({ signal }) => client.listCards(params, { signal }),
    retry: retryRead,
  });
}

/**
 * Mutation options with a key, never retried (`retry: 0`): a payment attempt is sent exactly once,
 * and a failed one is followed by re-reading the payment, not by sending it again. `networkMode:
 * 'always'` makes an offline attempt fail at once with a FetchError instead of waiting, paused, to
 * be sent later.
 */
export type CheckoutMutationOptions<TData, TVariables> = UseMutationOptions<
  TData,
  Error,
  TVariables
> & {
  mutationKey: readonly string[];
  mutationFn: (variables: TVariables) => Promise<TData>;
  retry: 0;
  networkMode: 'always';
};

const mutation = <TData, TVariables>(
  mutationKey: readonly string[],
  mutationFn: (variables: TVariables) => Promise<TData>,
): CheckoutMutationOptions<TData, TVariables> => ({
  mutationKey,
  mutationFn,
  retry: 0,
  networkMode: 'always',
});

export const deleteCardMutationOptions = (client: CheckoutClient) =>
  mutation<void, DeleteCardParams>(checkoutKeys.deleteCard(), (params) =>
    client.deleteCard(params),
  );

export const proceedCardMutationOptions = (client: CheckoutClient) =>
  mutation<ProceedResult, ProceedCardParams>(checkoutKeys.proceed('card'), (params) =>
    client.proceedCard(params),
  );

export const proceedMemberMutationOptions = (client: CheckoutClient) =>
  mutation<ProceedResult, ProceedMemberParams>(checkoutKeys.proceed('member'), (params) =>
    client.proceedMember(params),
  );

export const proceedPaypayMutationOptions = (client: CheckoutClient) =>
  mutation<ProceedResult, ProceedWalletParams>(checkoutKeys.proceed('paypay'), (params) =>
    client.proceedPaypay(params),
  );

export const proceedAlipayMutationOptions = (client: CheckoutClient) =>
  mutation<ProceedResult, ProceedWalletParams>(checkoutKeys.proceed('alipay'), (params) =>
    client.proceedAlipay(params),
  );

export const proceedWechatpayMutationOptions = (client: CheckoutClient) =>
  mutation<ProceedResult, ProceedWalletParams>(checkoutKeys.proceed('wechatpay'), (params) =>
    client.proceedWechatpay(params),
  );
