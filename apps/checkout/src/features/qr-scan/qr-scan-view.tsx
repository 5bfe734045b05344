import type { Payment } from '@kessai/api-client';
import { paymentQueryOptions } from '@kessai/api-client/query';
import { detectPlatformType, QR_POLL_INTERVAL_MS } from '@kessai/domain';
import { PayMethodLogo, Spinner } from '@kessai/ui';
import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState } from 'react';
import { useCheckoutClient } from '../../app/api-context.tsx';
import { isAllowedTarget } from '../../app/navigation.ts';
import { usePayMethodNames } from '../payment-summary/use-pay-method-names.ts';
import { QrCode } from './qr-code.tsx';
import { formatSecondsLeft, useSecondsLeft } from './use-seconds-left.ts';
import './qr-scan.css';

export type QrMethod = 'PAYPAY' | 'WECHATPAY' | 'ALIPAY';

export interface QrScanViewProps {
  payment: Payment;
  secret: string;
  accessToken?: string;
  method: QrMethod;
  qrUrl: string;
  onChooseAnother: () => void;
}

function isMobile(): boolean {
  if (typeof navigator === 'undefined') return false;
  const platform = detectPlatformType(navigator.userAgent, {
    maxTouchPoints: navigator.maxTouchPoints,
  });
  return platform === 'H5' || platform === 'APP';
}

/**
 * After a proceed call answered `qr_url`: the QR code to scan with the wallet app, the time left
 * until the deadline, an "Open {method}" link on mobile, and "Choose another method".
 *
 * It polls get-payment under the route's query key, so the route moves to the screen of the new
 * status as soon as the wallet reports it. Polling pauses while the tab is hidden and runs at once
 * when the tab is shown again or the network returns. At the deadline it checks once more; if the
 * payment is still unpaid the route shows the expired view (and this view stops offering the code).
 */
export function QrScanView({
  payment,
  secret,
  accessToken,
  method,
  qrUrl,
  onChooseAnother,
}: QrScanViewProps) {
  const { t } = useLingui();
  const client = useCheckoutClient();
  const names = usePayMethodNames();
  const name = names[method];
  const headingId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const [mobile] = useState(isMobile);
  const secondsLeft = useSecondsLeft(payment.deadline);
  const timeUp = secondsLeft === 0;

  const query = useQuery({
    ...paymentQueryOptions(client, { paymentId: payment.id, secret, accessToken }),
    refetchInterval: timeUp ? false : QR_POLL_INTERVAL_MS,
    refetchIntervalInBackground: false,
    refetchOnWindowFocus: 'always',
    refetchOnReconnect: 'always',
  });
  const { refetch } = query;

  // The deadline: one last look, so a payment made in the final seconds is not shown as expired.
  const checkedAtDeadline = useRef(false);
  useEffect(() => {
    if (!timeUp || checkedAtDeadline.current) return;
    checkedAtDeadline.current = true;
    void refetch();
  }, [timeUp, refetch]);

  useEffect(() => {
    headingRef.current?.focus();
  }, []);

  const appLink = mobile && isAllowedTarget(qrUrl) ? qrUrl : undefined;
  const clock = formatSecondsLeft(secondsLeft);

  let announcement = '';
  if (timeUp) announcement = t`The time to pay has run out.`;
  else if (secondsLeft <= 60) announcement = t`Less than 1 minute left to pay.`;
  else if (secondsLeft <= 300) announcement = t`Less than 5 minutes left to pay.`;

  return (
    <section className="checkout-qr" aria-labelledby={headingId}>
      <div className="checkout-qr__header">
        <PayMethodLogo method={method} decorative className="checkout-qr__logo" />
        <h2 id={headingId} ref={headingRef} tabIndex={-1} className="checkout-qr__heading">
          {t`Scan with ${name}`}
        </h2>
      </div>

      {timeUp ? (
        <p className="checkout-qr__expired">{t`The time to pay has run out.`}</p>
      ) : (
        <>
          <p>{t`Open ${name} on your phone and scan this QR code to pay.`}</p>
          <QrCode value={qrUrl} label={t`QR code for ${name}`} className="checkout-qr__code" />
          <p className="checkout-qr__waiting">
            <Spinner decorative size="small" />
            <span>{t`Waiting for your payment. This page updates by itself.`}</span>
          </p>
        </>
      )}

      <p className="checkout-qr__time-left">
        {t`Time left`}{' '}
        <span className="checkout-qr__clock" data-testid="time-left">
          {clock}
        </span>
      </p>
      <p role="status" className="kessai-visually-hidden">
        {announcement}
      </p>

      <div className="checkout-qr__actions">
        {appLink !== undefined && !timeUp && (
          <a href={appLink} className="kessai-button checkout-qr__open">
            {t`Open ${name}`}
          </a>
        )}
        <button
          type="button"
          className="kessai-button checkout-qr__another"
          onClick={onChooseAnother}
        >
          {t`Choose another method`}
        </button>
      </div>
    </section>
  );
}

export default QrScanView;
