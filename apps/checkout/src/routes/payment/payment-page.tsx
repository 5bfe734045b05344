import { ResponseError, type Payment } from '@kessai/api-client';
import { paymentQueryOptions } from '@kessai/api-client/query';
import { canRetryPayment, screenForPayment } from '@kessai/domain';
import { Spinner } from '@kessai/ui';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useCallback, useState } from 'react';
import { useParams } from 'react-router';
import { useCheckoutClient } from '../../app/api-context.tsx';
import { readAccessToken } from '../../app/access-token.ts';
import { OrderResult } from '../../features/order-result/order-result.tsx';
import { PaymentForm } from '../../features/payment-form/payment-form.tsx';
import { PaymentSummary } from '../../features/payment-summary/payment-summary.tsx';
import { PaymentLoadError } from './payment-load-error.tsx';
import { useDeadlinePassing } from './use-deadline-passing.ts';
import './payment-page.css';

type WalletMethod = 'PAYPAY' | 'WECHATPAY' | 'ALIPAY';

// The QR view (and its QR encoder) is needed only after a desktop wallet payment starts.
const QrScanView = lazy(() =>
  import('../../features/qr-scan/qr-scan-view.tsx').then((module) => ({
    default: module.QrScanView,
  })),
);

/** `/:secret/:paymentId`: one payment, from the method choice to its result. */
export function PaymentPage() {
  const { secret = '', paymentId = '' } = useParams();
  // A new payment starts from a clean state (no QR session or retry of the previous one).
  return <PaymentRoute key={`${secret}/${paymentId}`} secret={secret} paymentId={paymentId} />;
}

function PaymentRoute({ secret, paymentId }: { secret: string; paymentId: string }) {
  const { t } = useLingui();
  const client = useCheckoutClient();
  const [accessToken] = useState(readAccessToken);
  const query = useQuery(
    paymentQueryOptions(client, {
      paymentId,
      secret,
      ...(accessToken === undefined ? {} : { accessToken }),
    }),
  );
  const { refetch } = query;
  const reload = useCallback(() => {
    void refetch();
  }, [refetch]);

  return (
    <div className="checkout-payment">
      <title>{t`Payment · Kessai Checkout`}</title>
      <h1 className="checkout-page-title">
        <Trans>Payment</Trans>
      </h1>
      {query.data !== undefined ? (
        <PaymentScreens
          payment={query.data}
          secret={secret}
          accessToken={accessToken}
          reload={reload}
        />
      ) : query.isError ? (
        // A 404 is on its way to /404 (the client's hook); anything else can be retried.
        query.error instanceof ResponseError && query.error.status === 404 ? null : (
          <PaymentLoadError error={query.error} onRetry={reload} />
        )
      ) : (
        <div className="checkout-payment__loading">
          <Spinner label={t`Loading the payment…`} />
        </div>
      )}
    </div>
  );
}

interface PaymentScreensProps {
  payment: Payment;
  secret: string;
  accessToken: string | undefined;
  reload: () => void;
}

/**
 * Chooses the screen from the payment's status (decisions.md "Status → screen"). The QR session
 * and "Try again" are the only state kept here; everything else follows the payment as read.
 */
function PaymentScreens({ payment, secret, accessToken, reload }: PaymentScreensProps) {
  const [qr, setQr] = useState<{ method: WalletMethod; qrUrl: string } | null>(null);
  // "Try again" on a failed payment shows the form until the payment's history changes (the
  // retry was declined, or went through): a refused attempt keeps the form and what was typed.
  const [retryOf, setRetryOf] = useState<string | null>(null);
  useDeadlinePassing(payment.deadline, reload);

  const screen = screenForPayment(payment.status, payment.deadline);
  const history = historySignature(payment);
  const payable =
    screen === 'payment' ||
    (retryOf === history &&
      screen === 'failed' &&
      canRetryPayment(payment.status, payment.deadline));

  const handleQr = useCallback((method: WalletMethod, qrUrl: string) => {
    setQr({ method, qrUrl });
  }, []);
  const handleRetry = useCallback(() => {
    setQr(null);
    setRetryOf(history);
  }, [history]);
  const handleChooseAnother = useCallback(() => setQr(null), []);

  const summary = <PaymentSummary payment={payment} />;

  if (payable && qr !== null) {
    return (
      <>
        <Suspense fallback={<Spinner />}>
          <QrScanView
            payment={payment}
            secret={secret}
            {...(accessToken === undefined ? {} : { accessToken })}
            method={qr.method}
            qrUrl={qr.qrUrl}
            onChooseAnother={handleChooseAnother}
          />
        </Suspense>
        {summary}
      </>
    );
  }
  if (payable) {
    return (
      <>
        {summary}
        <PaymentForm
          payment={payment}
          secret={secret}
          {...(accessToken === undefined ? {} : { accessToken })}
          onQr={handleQr}
          onSettled={reload}
        />
      </>
    );
  }
  return (
    <>
      <OrderResult payment={payment} screen={screen} onRetry={handleRetry} onRefresh={reload} />
      {summary}
    </>
  );
}

/** Changes whenever the payment's status history does. */
function historySignature(payment: Payment): string {
  const last = payment.transactionLogs.at(-1);
  return `${payment.transactionLogs.length}:${last?.timestamp.getTime() ?? ''}:${last?.status ?? ''}`;
}
