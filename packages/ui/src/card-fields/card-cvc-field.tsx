import { MAX_CVC_LENGTH, toHalfWidth } from '@kessai/domain';
import { useLingui } from '@lingui/react/macro';
import { CardFieldInput } from './card-field-input.js';
import type { CardFieldProps } from './card-number-field.js';

function digitsOnly(raw: string): string {
  return toHalfWidth(raw).replace(/[^0-9]/g, '');
}

/**
 * Security code (field `cardCvc`): digits only, at most 4. Validated when it loses focus
 * (message `error.invalidCardCvc`); any input clears the message.
 */
export function CardCvcField({ name = 'cardCvc', label, description, className }: CardFieldProps) {
  const { t } = useLingui();
  return (
    <CardFieldInput
      name={name}
      label={label ?? t`Security code`}
      description={description}
      className={className}
      fieldClassName="kessai-card-cvc"
      format={digitsOnly}
      inputMode="numeric"
      autoComplete="cc-csc"
      maxLength={MAX_CVC_LENGTH}
    />
  );
}
