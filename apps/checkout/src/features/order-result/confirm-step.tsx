import { CONFIRM_COUNTDOWN_SECONDS } from '@kessai/domain';
import { useLingui } from '@lingui/react/macro';
import { useCallback, useEffect, useRef, useState } from 'react';
import { isAllowedTarget, navigateToExternal } from '../../app/navigation.ts';

export interface ConfirmStepProps {
  returnUrl: string | undefined;
  onRefresh: () => void;
}

// Screen readers hear the countdown when it starts and once more near its end, not every second.
const ANNOUNCE_AT_SECONDS = 5;

/**
 * AUTHORIZED: the card is verified and the shopper confirms the booking. Confirm, or the countdown
 * reaching 0, continues to the merchant's return URL when it is safe. Without a return URL there is
 * nothing to count down to: Confirm re-reads the payment. An unsafe return URL is never followed.
 * The countdown can be stopped (WCAG 2.2.1, timing adjustable).
 */
export function ConfirmStep({ returnUrl, onRefresh }: ConfirmStepProps) {
  const { t } = useLingui();
  const canCountDown = isAllowedTarget(returnUrl);
  const [seconds, setSeconds] = useState(CONFIRM_COUNTDOWN_SECONDS);
  const [running, setRunning] = useState(canCountDown);
  const [outcome, setOutcome] = useState<'leaving' | 'refused' | null>(null);
  const done = useRef(false);
  // A live region speaks changes, not the text it is born with: fill it once it is in the page.
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);

  const proceed = useCallback(() => {
    setRunning(false);
    if (returnUrl === undefined) {
      onRefresh();
      return;
    }
    if (done.current) return;
    if (navigateToExternal(returnUrl)) {
      done.current = true;
      setOutcome('leaving');
    } else {
      setOutcome('refused');
    }
  }, [returnUrl, onRefresh]);

  // One interval measured against a fixed end, so a slow or throttled tab does not stretch it.
  useEffect(() => {
    if (!running) return;
    const endsAt = Date.now() + CONFIRM_COUNTDOWN_SECONDS * 1000;
    const id = setInterval(() => {
      const left = Math.max(0, Math.round((endsAt - Date.now()) / 1000));
      setSeconds(left);
      if (left === 0) clearInterval(id);
    }, 1000);
    return () => clearInterval(id);
  }, [running]);

  useEffect(() => {
    if (running && seconds === 0) proceed();
  }, [running, seconds, proceed]);

  let announcement = '';
  if (outcome === 'leaving') announcement = t`Returning to the shop…`;
  else if (
    mounted &&
    running &&
    (seconds === CONFIRM_COUNTDOWN_SECONDS || seconds <= ANNOUNCE_AT_SECONDS)
  ) {
    // The text is fixed between announcement points, so the live region speaks only when it changes.
    const at =
      seconds === CONFIRM_COUNTDOWN_SECONDS ? CONFIRM_COUNTDOWN_SECONDS : ANNOUNCE_AT_SECONDS;
    announcement = t`You will return to the shop automatically in ${at} seconds.`;
  }

  return (
    <div className="checkout-confirm">
      <p>{t`Your card has been verified.`}</p>
      <p>{t`Press Confirm to complete your booking.`}</p>
      <div className="checkout-result__actions checkout-print-hide">
        <button
          type="button"
          className="kessai-button checkout-confirm__button"
          onClick={proceed}
          disabled={outcome === 'leaving'}
        >
          {t`Confirm`}
        </button>
        {running && (
          <button
            type="button"
            className="kessai-button checkout-result__secondary"
            onClick={() => setRunning(false)}
          >
            {t`Stop the countdown`}
          </button>
        )}
      </div>
      {running && (
        // Visual countdown; not a live region (see the status below).
        <p className="checkout-confirm__countdown checkout-print-hide" data-testid="countdown">
          {t`Continuing automatically in ${seconds} s`}
        </p>
      )}
      {outcome === 'refused' && (
        <p role="alert" className="checkout-result__error">
          {t`The shop's return address is not safe, so it was not opened. Please return to the shop yourself.`}
        </p>
      )}
      <p role="status" className="kessai-visually-hidden">
        {announcement}
      </p>
    </div>
  );
}
