import { MAX_CVC_LENGTH, toHalfWidth } from '@kessai/domain';
import { useLingui } from '@lingui/react/macro';
import { describedBy, FormItemFrame, useFieldIds } from '../form-item/form-item-frame.js';
import type { CardFieldProps } from './card-number-field.js';
import { useCardField } from './use-card-field.js';
import { useMaskedInput } from './use-masked-input.js';

function digitsOnly(raw: string): string {
  return toHalfWidth(raw).replace(/[^0-9]/g, '');
}

/**
 * Security code (field `cardCvc`): digits only, at most 4. Validated when it loses focus
 * (message `error.invalidCardCvc`); any input clears the message.
 */
export function CardCvcField({ name = 'cardCvc', label, description, className }: CardFieldProps) {
  const { t } = useLingui();
  const ids = useFieldIds();
  const { value, error, setValue, onBlur } = useCardField(name);
  const masked = useMaskedInput(digitsOnly, setValue);
  return (
    <FormItemFrame
      ids={ids}
      label={label ?? t`Security code`}
      required
      description={description}
      error={error}
      className={`kessai-card-field kessai-card-cvc${className ? ` ${className}` : ''}`}
    >
      <input
        {...masked}
        id={ids.inputId}
        name={name}
        type="text"
        inputMode="numeric"
        autoComplete="cc-csc"
        autoCorrect="off"
        spellCheck={false}
        maxLength={MAX_CVC_LENGTH}
        className="kessai-input"
        value={value}
        aria-required="true"
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(ids, description !== undefined, error)}
        onBlur={onBlur}
      />
    </FormItemFrame>
  );
}
