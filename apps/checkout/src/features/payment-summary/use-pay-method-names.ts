import type { Payment } from '@kessai/api-client';
import { useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';

export type PayMethod = Payment['selectedMethod'];

/**
 * Display names of every payment method in the active language. The wallet names use the same
 * message descriptors as the payment form, so both show one translation.
 */
export function usePayMethodNames(): Record<PayMethod, string> {
  const { t } = useLingui();
  return useMemo(
    () => ({
      PAY_METHOD_UNSPECIFIED: t({
        message: 'Not selected',
        comment: 'No payment method chosen yet',
      }),
      CARD: t`Credit card`,
      PAYPAY: t({ message: 'PayPay', comment: 'Brand name of the wallet' }),
      WECHATPAY: t({ message: 'WeChat Pay', comment: 'Brand name of the wallet' }),
      ALIPAY: t({ message: 'Alipay', comment: 'Brand name of the wallet' }),
    }),
    [t],
  );
}
