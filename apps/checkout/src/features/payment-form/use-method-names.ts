import { useLingui } from '@lingui/react/macro';
import type { OfferedMethod } from './payment-choice.ts';

/** Display names of the payment methods in the active language. */
export function useMethodNames(): Record<OfferedMethod, string> {
  const { t } = useLingui();
  return {
    CARD: t`Credit card`,
    PAYPAY: t({ message: 'PayPay', comment: 'Brand name of the wallet' }),
    WECHATPAY: t({ message: 'WeChat Pay', comment: 'Brand name of the wallet' }),
    ALIPAY: t({ message: 'Alipay', comment: 'Brand name of the wallet' }),
  };
}
