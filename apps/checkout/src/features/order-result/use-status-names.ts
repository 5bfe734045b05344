import type { PaymentStatus } from '@kessai/api-client';
import { useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';

/** Payment status names as a shopper reads them in the payment history. */
export function useStatusNames(): Record<PaymentStatus, string> {
  const { t } = useLingui();
  // The context keeps these apart from the same English words used as headings elsewhere.
  return useMemo(
    () => ({
      STATUS_UKNOWN: t({ message: 'Unknown', context: 'payment status' }),
      CREATED: t({ message: 'Awaiting payment', context: 'payment status' }),
      AUTHORIZED: t({ message: 'Card verified', context: 'payment status' }),
      CAPTURED: t({ message: 'Paid', context: 'payment status' }),
      REFUNDED: t({ message: 'Refunded', context: 'payment status' }),
      CANCELED: t({ message: 'Canceled', context: 'payment status' }),
      FAILED: t({ message: 'Failed', context: 'payment status' }),
      INTERNAL_ERROR: t({ message: 'Error', context: 'payment status' }),
    }),
    [t],
  );
}
