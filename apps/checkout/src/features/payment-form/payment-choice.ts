import type { Payment, SavedCard } from '@kessai/api-client';
import { isStoredCardExpired } from '@kessai/domain';

export type WalletMethod = 'PAYPAY' | 'WECHATPAY' | 'ALIPAY';
export type OfferedMethod = 'CARD' | WalletMethod;
export type CardChoice = 'saved' | 'new';

const OFFERED_ORDER: readonly OfferedMethod[] = ['CARD', 'PAYPAY', 'WECHATPAY', 'ALIPAY'];

export function isWalletMethod(method: OfferedMethod): method is WalletMethod {
  return method !== 'CARD';
}

/** The payment's methods this page can take, card first, each once. */
export function offeredMethods(payment: Pick<Payment, 'payMethods'>): OfferedMethod[] {
  return OFFERED_ORDER.filter((method) => payment.payMethods.includes(method));
}

/** Saved cards can only be used with the member's access token. */
export function usableSavedCards(
  payment: Pick<Payment, 'availableCards'>,
  accessToken: string | undefined,
): SavedCard[] {
  return accessToken ? payment.availableCards : [];
}

export function selectableSavedCards(cards: readonly SavedCard[], now?: Date): SavedCard[] {
  return cards.filter((card) => !isStoredCardExpired(card.cardExp, now));
}

export interface DefaultSelection {
  method: OfferedMethod | undefined;
  cardChoice: CardChoice;
  /** The saved card selected first, as the radio value (card_seq as a string), or ''. */
  cardSeq: string;
}

/**
 * decisions.md, "Payment page": the registered card when there is one (a member with a saved card
 * that has not expired), else a new card, else the first wallet.
 */
export function defaultSelection(
  payment: Pick<Payment, 'payMethods' | 'availableCards'>,
  accessToken: string | undefined,
  now?: Date,
): DefaultSelection {
  const methods = offeredMethods(payment);
  const firstSelectable = selectableSavedCards(usableSavedCards(payment, accessToken), now)[0];
  if (methods.includes('CARD')) {
    return firstSelectable
      ? { method: 'CARD', cardChoice: 'saved', cardSeq: String(firstSelectable.cardSeq) }
      : { method: 'CARD', cardChoice: 'new', cardSeq: '' };
  }
  return { method: methods[0], cardChoice: 'new', cardSeq: '' };
}
