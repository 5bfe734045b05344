import { MAX_REGISTERED_CARDS } from '@kessai/domain';
import { CardCvcField, CardExpiryField, CardHolderNameField, CardNumberField } from '@kessai/ui';
import { useLingui } from '@lingui/react/macro';
import { Field } from 'formik';
import { useId } from 'react';

export interface NewCardFieldsProps {
  /** The member's access token: only members can save a card. */
  canSave: boolean;
  /** How many cards the member has saved already. */
  savedCount: number;
}

/** Number, expiry, security code, holder name and, for members, the save-card option. */
export function NewCardFields({ canSave, savedCount }: NewCardFieldsProps) {
  const { t } = useLingui();
  const limitId = useId();
  const full = savedCount >= MAX_REGISTERED_CARDS;
  const max = MAX_REGISTERED_CARDS;
  return (
    <fieldset className="checkout-payment-form__group checkout-new-card">
      <legend className="checkout-payment-form__legend">{t`Card details`}</legend>
      <CardNumberField />
      <div className="checkout-new-card__row">
        <CardExpiryField />
        <CardCvcField />
      </div>
      <CardHolderNameField description={t`As shown on the card, in half-width letters.`} />
      {canSave && (
        <div className="checkout-save-card">
          <label className="checkout-choice checkout-save-card__label">
            <Field
              type="checkbox"
              name="saveCard"
              disabled={full}
              aria-describedby={full ? limitId : undefined}
              className="checkout-choice__input"
            />
            <span className="checkout-choice__text">{t`Save this card for next time`}</span>
          </label>
          {full && (
            <p id={limitId} className="checkout-payment-form__hint">
              {t`You have already saved ${max} cards, the maximum. To save this one, delete a saved card first.`}
            </p>
          )}
        </div>
      )}
    </fieldset>
  );
}
