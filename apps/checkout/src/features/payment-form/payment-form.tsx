import {
  ResponseError,
  type Payment,
  type ProceedResult,
  type SavedCard,
} from '@kessai/api-client';
import { checkoutKeys } from '@kessai/api-client/query';
import { cardDigits, MAX_REGISTERED_CARDS } from '@kessai/domain';
import {
  cardMessages,
  createCardCvcSchema,
  createCardFormSchema,
  emptyCardFormValues,
  setErrorMessage,
  Spinner,
  type CardFormValues,
} from '@kessai/ui';
import type { I18n } from '@lingui/core';
import { useLingui } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import {
  Formik,
  useFormikContext,
  yupToFormErrors,
  type FormikErrors,
  type FormikHelpers,
} from 'formik';
import {
  useCallback,
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
  useSyncExternalStore,
  type RefObject,
} from 'react';
import { ValidationError } from 'yup';
import { config } from '../../app/config.ts';
import { useFormatters } from '../../app/format.ts';
import { navigateToExternal } from '../../app/navigation.ts';
import { savedCardNetwork } from '../saved-cards/saved-card.ts';
import { MethodChoice } from './method-choice.tsx';
import { NewCardFields } from './new-card-fields.tsx';
import {
  defaultSelection,
  isWalletMethod,
  offeredMethods,
  selectableSavedCards,
  usableSavedCards,
  type CardChoice,
  type OfferedMethod,
} from './payment-choice.ts';
import './payment-form.css';
import { CardChoice as CardChoiceGroup, SavedCardList } from './saved-card-choice.tsx';
import { ThreeDSecureNotice } from './three-d-secure-notice.tsx';
import { tokenizeCard } from './token-script/tokenize-card.ts';
import { TokenizeError, type CardFieldName } from './token-script/tokenize-error.ts';
import { useMethodNames } from './use-method-names.ts';
import { useProceed, type ProceedRequest } from './use-proceed.ts';

export interface PaymentFormProps {
  payment: Payment;
  secret: string;
  /** The member's access token; undefined for guests. */
  accessToken?: string;
  /** The proceed call answered a `qr_url`: show the QR scan view. */
  onQr(method: 'PAYPAY' | 'WECHATPAY' | 'ALIPAY', qrUrl: string): void;
  /**
   * The proceed call answered neither URL, was refused, or failed on the network or timed out:
   * re-read the payment. The form never sends the proceed call again by itself.
   */
  onSettled(): void;
}

export interface PaymentFormValues extends CardFormValues {
  method: OfferedMethod | '';
  cardChoice: CardChoice;
  /** The chosen saved card's `card_seq`, as the radio value. */
  cardSeq: string;
  savedCardCvc: string;
  saveCard: boolean;
}

/**
 * - idle: the shopper may pay.
 * - working: tokenizing and sending the proceed call.
 * - redirecting: going to the 3-D Secure, wallet or app page.
 * - checking: the outcome is not known here; waiting for the route to re-read the payment.
 */
type Phase = 'idle' | 'working' | 'redirecting' | 'checking';

const FIELD_MESSAGES: Record<CardFieldName, (typeof cardMessages)[keyof typeof cardMessages]> = {
  cardNumber: cardMessages.invalidCardNumber,
  cardExpiry: cardMessages.invalidCardExpiry,
  cardCvc: cardMessages.invalidCardCvc,
  cardHolderName: cardMessages.invalidCardHolderName,
};

function firstMessage(error: unknown): string | undefined {
  if (ValidationError.isError(error)) return error.errors[0] ?? error.message;
  throw error;
}

function findSelectable(cards: readonly SavedCard[], cardSeq: string): SavedCard | undefined {
  return selectableSavedCards(cards).find((card) => String(card.cardSeq) === cardSeq);
}

function useFormValidation(payment: Payment, savedCards: readonly SavedCard[], i18n: I18n) {
  const newCardSchema = useMemo(
    () => createCardFormSchema({ acceptedNetworks: payment.cardNetworks, i18n }),
    [payment.cardNetworks, i18n],
  );
  return useCallback(
    async (values: PaymentFormValues): Promise<FormikErrors<PaymentFormValues>> => {
      if (values.method !== 'CARD') return {};
      if (values.cardChoice === 'saved') {
        const card = findSelectable(savedCards, values.cardSeq);
        // The radios offer only selectable cards; without one, the code cannot be checked.
        if (!card) return { savedCardCvc: i18n._(cardMessages.invalidCardCvc) };
        try {
          await createCardCvcSchema(i18n, savedCardNetwork(card)).validate(values.savedCardCvc);
          return {};
        } catch (error) {
          return { savedCardCvc: firstMessage(error) };
        }
      }
      try {
        await newCardSchema.validate(values, { abortEarly: false });
        return {};
      } catch (error) {
        if (!ValidationError.isError(error)) throw error;
        return yupToFormErrors<PaymentFormValues>(error);
      }
    },
    [newCardSchema, savedCards, i18n],
  );
}

/** When the payment query (the route's, same key) last received data; undefined when not cached. */
function usePaymentReadAt(paymentId: string): number | undefined {
  const queryClient = useQueryClient();
  const subscribe = useCallback(
    (onChange: () => void) => queryClient.getQueryCache().subscribe(() => onChange()),
    [queryClient],
  );
  return useSyncExternalStore(
    subscribe,
    () => queryClient.getQueryState(checkoutKeys.payment(paymentId))?.dataUpdatedAt,
  );
}

/** Moves focus to the first invalid field after a submit that failed validation. */
function FocusFirstInvalidField({ formRef }: { formRef: RefObject<HTMLFormElement | null> }) {
  const { submitCount, isSubmitting, isValidating, errors } = useFormikContext<PaymentFormValues>();
  const handled = useRef(0);
  useEffect(() => {
    if (submitCount === handled.current || isSubmitting || isValidating) return;
    handled.current = submitCount;
    if (Object.keys(errors).length === 0) return;
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [submitCount, isSubmitting, isValidating, errors, formRef]);
  return null;
}

/** A security code typed for one saved card is not kept for another. */
function ClearSavedCvcOnCardChange() {
  const { values, setFieldValue, setFieldTouched } = useFormikContext<PaymentFormValues>();
  const previous = useRef(values.cardSeq);
  useEffect(() => {
    if (previous.current === values.cardSeq) return;
    previous.current = values.cardSeq;
    void setFieldValue('savedCardCvc', '', false);
    void setFieldTouched('savedCardCvc', false, false);
  }, [values.cardSeq, setFieldValue, setFieldTouched]);
  return null;
}

function WalletHint({ method }: { method: Exclude<OfferedMethod, 'CARD'> }) {
  const { t } = useLingui();
  const name = useMethodNames()[method];
  return (
    <p className="checkout-payment-form__hint checkout-wallet-hint">
      {t`After you press Pay, scan the QR code with ${name}, or continue in the ${name} app on your smartphone.`}
    </p>
  );
}

/**
 * Everything the shopper does to pay: method choice, saved card and its security code or a new
 * card (tokenized by the provider's script), the save-card option, the 3-D Secure notice and the
 * pay button. Exactly one proceed request is sent per attempt; a redirect goes only to a safe URL.
 */
export function PaymentForm(props: PaymentFormProps) {
  const { payment, secret, accessToken } = props;
  const { t, i18n } = useLingui();
  const formatters = useFormatters();
  const methods = offeredMethods(payment);
  const savedCards = usableSavedCards(payment, accessToken);
  const canUseSaved = selectableSavedCards(savedCards).length > 0;
  const canSaveCard = accessToken !== undefined && accessToken !== '';
  const savedCardsFull = payment.availableCards.length >= MAX_REGISTERED_CARDS;
  const validate = useFormValidation(payment, savedCards, i18n);
  const proceed = useProceed({ paymentId: payment.id, secret, accessToken });
  const formRef = useRef<HTMLFormElement>(null);
  const statusId = useId();
  const alertId = useId();

  // Set synchronously at the start of an attempt: a second click or Enter before React re-renders
  // finds it set, so one attempt sends one request.
  const lockRef = useRef(false);
  const [phase, setPhase] = useState<Phase>('idle');
  const [alert, setAlert] = useState('');
  const [connectionLost, setConnectionLost] = useState(false);
  const recheckSince = useRef(0);

  const [initialValues] = useState<PaymentFormValues>(() => {
    const selection = defaultSelection(payment, accessToken);
    return {
      ...emptyCardFormValues,
      method: selection.method ?? '',
      cardChoice: selection.cardChoice,
      cardSeq: selection.cardSeq,
      savedCardCvc: '',
      saveCard: false,
    };
  });

  // Latest callbacks for the listeners below, without re-subscribing on every render.
  const propsRef = useRef(props);
  useEffect(() => {
    propsRef.current = props;
  });

  const recheck = useCallback(() => {
    recheckSince.current = Date.now();
    setPhase('checking');
    propsRef.current.onSettled();
  }, []);

  // While checking, a new attempt waits for the route's re-read of the payment (same query key):
  // only a payment still CREATED may be tried again (decisions.md, "After a proceed call"). A host
  // that does not cache the payment has nothing to wait for.
  const paymentReadAt = usePaymentReadAt(payment.id);
  useEffect(() => {
    if (phase !== 'checking') return;
    if (paymentReadAt !== undefined && paymentReadAt <= recheckSince.current) return;
    lockRef.current = false;
    setPhase('idle');
    setConnectionLost(false);
  }, [phase, paymentReadAt]);

  // Back from the 3-D Secure or wallet page (back button, or an app link that did not leave the
  // page): re-read the payment instead of leaving the button locked.
  useEffect(() => {
    if (phase !== 'redirecting') return;
    let wasHidden = false;
    const onVisibility = () => {
      if (document.visibilityState === 'hidden') wasHidden = true;
      else if (wasHidden) recheck();
    };
    const onPageShow = (event: PageTransitionEvent) => {
      if (event.persisted) recheck();
    };
    document.addEventListener('visibilitychange', onVisibility);
    window.addEventListener('pageshow', onPageShow);
    return () => {
      document.removeEventListener('visibilitychange', onVisibility);
      window.removeEventListener('pageshow', onPageShow);
    };
  }, [phase, recheck]);

  const unlock = () => {
    lockRef.current = false;
    setPhase('idle');
  };

  const focusField = (name: string) => {
    const field = formRef.current?.elements.namedItem(name);
    if (field instanceof HTMLElement) field.focus();
  };

  async function buildRequest(values: PaymentFormValues): Promise<ProceedRequest | undefined> {
    if (values.method === 'CARD' && values.cardChoice === 'saved') {
      const card = findSelectable(savedCards, values.cardSeq);
      return card && { kind: 'member', cardSeq: card.cardSeq, cardCvv: values.savedCardCvc };
    }
    if (values.method === 'CARD') {
      const token = await tokenizeCard(
        {
          cardNumber: cardDigits(values.cardNumber),
          cardExpiry: values.cardExpiry,
          cardCvc: values.cardCvc,
          cardHolderName: values.cardHolderName.trim(),
        },
        { scriptUrl: config.tokenScriptUrl, shopId: payment.gmoShopId ?? '' },
      );
      return { kind: 'card', token, saveCard: canSaveCard && !savedCardsFull && values.saveCard };
    }
    if (values.method !== '' && isWalletMethod(values.method)) {
      return { kind: 'wallet', method: values.method };
    }
    return undefined;
  }

  function showTokenizeError(error: unknown, helpers: FormikHelpers<PaymentFormValues>) {
    const field = error instanceof TokenizeError ? error.field : undefined;
    if (field) {
      helpers.setFieldError(field, i18n._(FIELD_MESSAGES[field]));
      void helpers.setFieldTouched(field, true, false);
      focusField(field);
      return;
    }
    setAlert(
      error instanceof TokenizeError && error.failure === 'script-unavailable'
        ? t`The card form could not be loaded. Check your connection and try again.`
        : t`We could not verify your card. Check the card details and try again, or use another card.`,
    );
  }

  function clearCardSecrets(helpers: FormikHelpers<PaymentFormValues>) {
    // The attempt is in the service's hands now: the number and codes are not kept in memory
    // (a page restored from the back-forward cache would still hold them).
    void helpers.setFieldValue('cardNumber', '', false);
    void helpers.setFieldValue('cardCvc', '', false);
    void helpers.setFieldValue('savedCardCvc', '', false);
  }

  function followResult(result: ProceedResult, request: ProceedRequest) {
    if (result.redirectUrl !== undefined) {
      if (navigateToExternal(result.redirectUrl)) {
        setPhase('redirecting');
        return;
      }
      setErrorMessage(
        t`The payment cannot continue because the next page's address is not safe. Please contact the merchant.`,
      );
      recheck();
      return;
    }
    if (result.qrUrl !== undefined && request.kind === 'wallet') {
      unlock();
      propsRef.current.onQr(request.method, result.qrUrl);
      return;
    }
    recheck();
  }

  async function pay(values: PaymentFormValues, helpers: FormikHelpers<PaymentFormValues>) {
    if (lockRef.current) return;
    lockRef.current = true;
    setPhase('working');
    setAlert('');
    setConnectionLost(false);

    let request: ProceedRequest | undefined;
    try {
      request = await buildRequest(values);
    } catch (error) {
      unlock();
      showTokenizeError(error, helpers);
      return;
    }
    if (!request) {
      unlock();
      return;
    }

    let result: ProceedResult;
    try {
      result = await proceed(request);
    } catch (error) {
      if (error instanceof ResponseError) {
        // The service refused the attempt and the client's onError hook showed why: nothing was
        // charged, everything typed stays, and the status is re-read in the background.
        unlock();
        propsRef.current.onSettled();
        return;
      }
      // Network failure, timeout or an unreadable answer: the attempt may have gone through.
      // It is never sent again from here; the payment is re-read instead.
      setConnectionLost(true);
      recheck();
      return;
    }
    clearCardSecrets(helpers);
    followResult(result, request);
  }

  if (methods.length === 0) {
    return (
      <p className="checkout-payment-form__hint" role="status">
        {t`No payment method is available for this payment. Please contact the merchant.`}
      </p>
    );
  }

  const total = formatters.amount(payment.total);
  const locked = phase !== 'idle';
  const statusText = connectionLost
    ? t`We could not confirm your payment because of a connection problem. Checking its status…`
    : phase === 'working'
      ? t`Processing your payment…`
      : phase === 'redirecting'
        ? t`Taking you to the next step…`
        : phase === 'checking'
          ? t`Checking the status of your payment…`
          : '';

  return (
    <Formik<PaymentFormValues>
      initialValues={initialValues}
      validate={validate}
      validateOnChange={false}
      onSubmit={pay}
    >
      {(formik) => {
        const { values } = formik;
        const selectedCard =
          values.method === 'CARD' && values.cardChoice === 'saved'
            ? findSelectable(savedCards, values.cardSeq)
            : undefined;
        return (
          <form
            ref={formRef}
            noValidate
            className="checkout-payment-form"
            aria-label={t`Payment`}
            aria-busy={locked}
            onSubmit={(event) => {
              event.preventDefault();
              // While an attempt runs, Pay and Enter do nothing (not even re-validate).
              if (lockRef.current) return;
              formik.handleSubmit(event);
            }}
          >
            <FocusFirstInvalidField formRef={formRef} />
            <ClearSavedCvcOnCardChange />
            <MethodChoice methods={methods} />
            {values.method === 'CARD' && (
              <div className="checkout-payment-form__card">
                {savedCards.length > 0 && <CardChoiceGroup canUseSaved={canUseSaved} />}
                {values.cardChoice === 'saved' && savedCards.length > 0 ? (
                  <SavedCardList cards={savedCards} selected={selectedCard} />
                ) : (
                  <NewCardFields canSave={canSaveCard} savedCount={payment.availableCards.length} />
                )}
                <ThreeDSecureNotice />
              </div>
            )}
            {values.method !== '' && isWalletMethod(values.method) && (
              <WalletHint method={values.method} />
            )}
            <p
              id={alertId}
              role="alert"
              className={`checkout-payment-form__alert${alert ? ' checkout-payment-form__alert--shown' : ''}`}
            >
              {alert}
            </p>
            <p
              id={statusId}
              className="checkout-payment-form__status"
              aria-live="polite"
              aria-atomic="true"
            >
              {statusText}
            </p>
            <button
              type="submit"
              className="kessai-button checkout-pay-button"
              aria-disabled={locked || undefined}
              aria-describedby={alert ? alertId : undefined}
            >
              {phase === 'working' ? (
                <>
                  <Spinner size="small" decorative className="checkout-pay-button__spinner" />
                  {t`Processing…`}
                </>
              ) : (
                t`Pay ${total}`
              )}
            </button>
          </form>
        );
      }}
    </Formik>
  );
}
