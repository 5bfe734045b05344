import { toHalfWidth } from '@kessai/domain';
import { useLingui } from '@lingui/react/macro';
import { describedBy, FormItemFrame, useFieldIds } from '../form-item/form-item-frame.js';
import type { CardFieldProps } from './card-number-field.js';
import { useCardField } from './use-card-field.js';
import { useMaskedInput } from './use-masked-input.js';

/** Cardholder name (cc-name). Full-width letters from an IME are converted to half-width. */
export function CardHolderNameField({
  name = 'cardHolderName',
  label,
  description,
  className,
}: CardFieldProps) {
  const { t } = useLingui();
  const ids = useFieldIds();
  const { value, error, setValue, onBlur } = useCardField(name);
  // Every character counts for the caret: the conversion keeps the length.
  const masked = useMaskedInput(toHalfWidth, setValue, () => true);
  return (
    <FormItemFrame
      ids={ids}
      label={label ?? t`Cardholder name`}
      required
      description={description}
      error={error}
      className={`kessai-card-field kessai-card-holder-name${className ? ` ${className}` : ''}`}
    >
      <input
        {...masked}
        id={ids.inputId}
        name={name}
        type="text"
        autoComplete="cc-name"
        autoCapitalize="characters"
        autoCorrect="off"
        spellCheck={false}
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
