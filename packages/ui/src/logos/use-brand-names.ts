import type { CardNetwork } from '@kessai/domain';
import { useLingui } from '@lingui/react/macro';

export type Brand =
  Exclude<CardNetwork, 'CARD_NETWORK_UNSPECIFIED'> | 'PAYPAY' | 'WECHATPAY' | 'ALIPAY';

/** Translated brand names: the logos' accessible names, and text where a logo needs words. */
export function useBrandNames(): Record<Brand, string> {
  const { t } = useLingui();
  return {
    VISA: t`Visa`,
    MASTERCARD: t`Mastercard`,
    AMEX: t`American Express`,
    JCB: t`JCB`,
    DINERS: t`Diners Club`,
    UNIONPAY: t`UnionPay`,
    PAYPAY: t`PayPay`,
    WECHATPAY: t`WeChat Pay`,
    ALIPAY: t`Alipay`,
  };
}
