import { isCheckoutClientError } from '@kessai/api-client';
import { StatusIcon } from '@kessai/ui';
import { Trans } from '@lingui/react/macro';
import { useEffect } from 'react';

export interface PaymentLoadErrorProps {
  error: Error;
  onRetry: () => void;
}

/**
 * The payment could not be read. A network failure says so and tries again by itself once the
 * browser is back online; an error answer of the service has already shown its toast.
 */
export function PaymentLoadError({ error, onRetry }: PaymentLoadErrorProps) {
  const network = isCheckoutClientError(error) && error.kind === 'fetch';

  useEffect(() => {
    window.addEventListener('online', onRetry);
    return () => window.removeEventListener('online', onRetry);
  }, [onRetry]);

  return (
    <section className="checkout-section checkout-load-error" aria-labelledby="payment-load-error">
      <h2 id="payment-load-error" className="checkout-load-error__title">
        <StatusIcon type="warning" decorative />
        {network ? (
          <Trans>You seem to be offline</Trans>
        ) : (
          <Trans>The payment could not be loaded</Trans>
        )}
      </h2>
      <p>
        {network ? (
          <Trans>
            Check your internet connection. The page loads the payment again as soon as the
            connection is back.
          </Trans>
        ) : (
          <Trans>Please try again in a moment.</Trans>
        )}
      </p>
      <button type="button" className="kessai-button" onClick={onRetry}>
        <Trans>Try again</Trans>
      </button>
    </section>
  );
}
