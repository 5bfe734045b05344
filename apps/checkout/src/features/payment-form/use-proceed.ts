import type { ProceedResult } from '@kessai/api-client';
import {
  proceedAlipayMutationOptions,
  proceedCardMutationOptions,
  proceedMemberMutationOptions,
  proceedPaypayMutationOptions,
  proceedWechatpayMutationOptions,
} from '@kessai/api-client/query';
import { detectPlatformType } from '@kessai/domain';
import { useMutation } from '@tanstack/react-query';
import { useCheckoutClient } from '../../app/api-context.tsx';
import type { WalletMethod } from './payment-choice.ts';

/** What one payment attempt sends; the card number and CVC are never part of it. */
export type ProceedRequest =
  | { kind: 'card'; token: string; saveCard: boolean }
  | { kind: 'member'; cardSeq: number; cardCvv: string }
  | { kind: 'wallet'; method: WalletMethod };

export interface ProceedTarget {
  paymentId: string;
  secret: string;
  accessToken?: string;
}

/** The platform the wallet page should serve: PC (QR), H5 (mobile browser), APP (in-app view). */
export function currentPlatformType() {
  return detectPlatformType(navigator.userAgent, { maxTouchPoints: navigator.maxTouchPoints });
}

/**
 * The proceed calls as react-query mutations (never retried: a payment attempt is sent once).
 * `proceed` sends exactly the one request it is given.
 */
export function useProceed(target: ProceedTarget) {
  const client = useCheckoutClient();
  // The mutation cache would keep each attempt's variables (the saved card's CVC) for minutes:
  // forget them as soon as the attempt settles.
  const card = useMutation({ ...proceedCardMutationOptions(client), gcTime: 0 });
  const member = useMutation({ ...proceedMemberMutationOptions(client), gcTime: 0 });
  const paypay = useMutation(proceedPaypayMutationOptions(client));
  const alipay = useMutation(proceedAlipayMutationOptions(client));
  const wechatpay = useMutation(proceedWechatpayMutationOptions(client));

  return (request: ProceedRequest): Promise<ProceedResult> => {
    const { paymentId, secret, accessToken } = target;
    switch (request.kind) {
      case 'card':
        return card.mutateAsync({
          paymentId,
          secret,
          token: request.token,
          ...(accessToken ? { accessToken, saveCard: request.saveCard } : {}),
        });
      case 'member':
        if (!accessToken) return Promise.reject(new Error('A saved card needs the access token'));
        return member.mutateAsync({
          paymentId,
          secret,
          accessToken,
          cardSeq: request.cardSeq,
          cardCvv: request.cardCvv,
        });
      case 'wallet': {
        const wallet = { PAYPAY: paypay, ALIPAY: alipay, WECHATPAY: wechatpay }[request.method];
        return wallet.mutateAsync({ paymentId, secret, platformType: currentPlatformType() });
      }
    }
  };
}
