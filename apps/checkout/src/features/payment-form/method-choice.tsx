import { PayMethodLogo } from '@kessai/ui';
import { useLingui } from '@lingui/react/macro';
import { Field } from 'formik';
import type { OfferedMethod } from './payment-choice.ts';
import { useMethodNames } from './use-method-names.ts';

export interface MethodChoiceProps {
  methods: readonly OfferedMethod[];
}

/** The payment methods of this payment as one radio group (arrow keys move between them). */
export function MethodChoice({ methods }: MethodChoiceProps) {
  const { t } = useLingui();
  const names = useMethodNames();
  return (
    <fieldset className="checkout-payment-form__group checkout-method-choice">
      <legend className="checkout-payment-form__legend">{t`Payment method`}</legend>
      <div className="checkout-method-choice__options">
        {methods.map((method) => (
          <label key={method} className="checkout-choice checkout-method-choice__option">
            <Field type="radio" name="method" value={method} className="checkout-choice__input" />
            <PayMethodLogo method={method} decorative className="checkout-choice__logo" />
            <span className="checkout-choice__text">{names[method]}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
