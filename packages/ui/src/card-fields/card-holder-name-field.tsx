import { toHalfWidth } from '@kessai/domain';
import { useLingui } from '@lingui/react/macro';
import { CardFieldInput } from './card-field-input.js';
import type { CardFieldProps } from './card-number-field.js';

/** Every character counts for the caret: the conversion keeps the length. */
const keepEveryChar = () => true;

/** Cardholder name (cc-name). Full-width letters from an IME are converted to half-width. */
export function CardHolderNameField({
  name = 'cardHolderName',
  label,
  description,
  className,
}: CardFieldProps) {
  const { t } = useLingui();
  return (
    <CardFieldInput
      name={name}
      label={label ?? t`Cardholder name`}
      description={description}
      className={className}
      fieldClassName="kessai-card-holder-name"
      format={toHalfWidth}
      isKept={keepEveryChar}
      autoComplete="cc-name"
      autoCapitalize="characters"
    />
  );
}
