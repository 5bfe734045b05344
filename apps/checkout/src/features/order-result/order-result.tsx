import type { Payment } from '@kessai/api-client';
import { canRetryPayment, type PaymentScreen, type StatusIconType } from '@kessai/domain';
import { StatusIcon } from '@kessai/ui';
import { useLingui } from '@lingui/react/macro';
import { useEffect, useId, useRef, type ReactNode } from 'react';
import { config } from '../../app/config.ts';
import { useFormatters } from '../../app/format.ts';
import { isAllowedTarget } from '../../app/navigation.ts';
import { ConfirmStep } from './confirm-step.tsx';
import { orderErrorCode } from './order-error-code.ts';
import { PaymentDetailsTable, PaymentHistoryTable } from './payment-tables.tsx';
import { useTimeReached } from './use-time-reached.ts';
import './order-result.css';

export type ResultScreen = Exclude<PaymentScreen, 'payment'>;

export interface OrderResultProps {
  payment: Payment;
  screen: ResultScreen;
  /** "Try again" (FAILED before the deadline): back to the payment form. */
  onRetry: () => void;
  /** Re-read the payment (e.g. Confirm without a return URL). */
  onRefresh: () => void;
}

interface View {
  icon: StatusIconType;
  heading: string;
  body: ReactNode;
}

/**
 * The view of a payment that cannot be paid on the payment form (decisions.md "Status → screen"):
 * a status icon and heading (focused when the view appears, so screen readers start there), what
 * happened and what the shopper can do, the payment details and history tables, print, back to the
 * product page (safe return URL only) and contact.
 */
export function OrderResult({ payment, screen, onRetry, onRefresh }: OrderResultProps) {
  const { t } = useLingui();
  const headingId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const view = useView(payment, screen, onRetry, onRefresh);

  useEffect(() => {
    headingRef.current?.focus();
  }, [screen]);

  const returnUrl = isAllowedTarget(payment.returnUrl) ? payment.returnUrl : undefined;

  return (
    <section className={`checkout-result checkout-result--${screen}`} aria-labelledby={headingId}>
      <div className="checkout-result__header">
        <StatusIcon type={view.icon} decorative className="checkout-result__icon" />
        <h2 id={headingId} ref={headingRef} tabIndex={-1} className="checkout-result__heading">
          {view.heading}
        </h2>
      </div>
      <div className="checkout-result__body">{view.body}</div>
      <PaymentDetailsTable payment={payment} />
      <PaymentHistoryTable logs={payment.transactionLogs} />
      <div className="checkout-result__links checkout-print-hide">
        <button
          type="button"
          className="kessai-button checkout-result__secondary"
          onClick={() => window.print()}
        >
          {t`Print this page`}
        </button>
        {returnUrl !== undefined && (
          <a href={returnUrl} className="checkout-result__link">
            {t`Back to product page`}
          </a>
        )}
        <a
          href={config.contactUrl}
          target="_blank"
          rel="noopener noreferrer"
          className="checkout-result__link"
        >
          {t`Contact us`}
          <span className="kessai-visually-hidden"> {t`(opens in a new tab)`}</span>
        </a>
      </div>
    </section>
  );
}

function useView(
  payment: Payment,
  screen: ResultScreen,
  onRetry: () => void,
  onRefresh: () => void,
): View {
  const { t } = useLingui();
  const format = useFormatters();
  // Re-renders when the deadline passes, so "Try again" disappears on time.
  useTimeReached(payment.deadline);

  switch (screen) {
    case 'confirm':
      return {
        icon: 'warning',
        heading: t`Order not complete`,
        body: <ConfirmStep returnUrl={payment.returnUrl} onRefresh={onRefresh} />,
      };
    case 'confirmed':
      return {
        icon: 'success',
        heading: t`Your booking is confirmed`,
        body: <p>{t`Thank you. Your payment is complete.`}</p>,
      };
    case 'refunded':
      return {
        icon: 'warning',
        heading: t`Refunded`,
        body: <p>{t`This payment has been refunded.`}</p>,
      };
    case 'canceled':
      return {
        icon: 'warning',
        heading: t`The order has been canceled`,
        body: <p>{t`This payment was canceled and you have not been charged for it.`}</p>,
      };
    case 'failed': {
      const errorMsg = payment.errorMsg;
      const canRetry = canRetryPayment(payment.status, payment.deadline);
      return {
        icon: 'error',
        heading: t`Payment failed`,
        body: (
          <>
            <p>{t`There was an issue that occurred during the processing of your payment.`}</p>
            {errorMsg !== undefined && (
              <p className="checkout-result__reason">{t`Reason: ${errorMsg}`}</p>
            )}
            <p>
              {t`Please check your booking details and the expiry date of your card. If the problem is not resolved, please use Contact us.`}
            </p>
            {canRetry && (
              <div className="checkout-result__actions checkout-print-hide">
                <button type="button" className="kessai-button" onClick={onRetry}>
                  {t`Try again`}
                </button>
              </div>
            )}
          </>
        ),
      };
    }
    case 'order-error': {
      const code = orderErrorCode(payment);
      return {
        icon: 'error',
        heading: t`Order error`,
        body: (
          <>
            <p>
              {code === undefined
                ? t`Sorry, there was an error that occurred during the purchase process.`
                : t`Sorry, there was an error that occurred during the purchase process. Error code: ${code}`}
            </p>
            <p>{t`Please do not pay again. Use Contact us and we will check your order.`}</p>
          </>
        ),
      };
    }
    case 'expired': {
      const deadline = format.dateTime(payment.deadline);
      return {
        icon: 'error',
        heading: t`This payment has expired`,
        body: (
          <p>
            {t`The payment deadline (${deadline}) has passed, so this payment can no longer be made. Please contact the shop, or use Contact us.`}
          </p>
        ),
      };
    }
    case 'unknown':
      return {
        icon: 'error',
        heading: t`Something went wrong`,
        body: (
          <p>
            {t`We could not confirm the status of this payment. Please do not pay again; use Contact us and we will check it for you.`}
          </p>
        ),
      };
  }
}
