import type { InputHTMLAttributes, ReactNode } from 'react';
import { describedBy, FormItemFrame, useFieldIds } from '../form-item/form-item-frame.js';
import { useCardField } from './use-card-field.js';
import { useMaskedInput } from './use-masked-input.js';

/** What is drawn after the input from its current value, e.g. the card network's logo. */
export interface CardFieldAdornment {
  node: ReactNode;
  /** An element inside `node` that describes the input (added to its aria-describedby). */
  describedById?: string;
}

/** Keyboard, autofill and length hints: the only input attributes that differ between fields. */
type CardInputHints = Pick<
  InputHTMLAttributes<HTMLInputElement>,
  'inputMode' | 'autoComplete' | 'autoCapitalize' | 'maxLength' | 'placeholder'
>;

interface CardFieldInputProps extends CardInputHints {
  name: string;
  /** Already defaulted by the field to its translated label. */
  label: ReactNode;
  description?: ReactNode;
  className?: string;
  /** The field's own modifier class on the form item, e.g. `kessai-card-cvc`. */
  fieldClassName: string;
  /** Extra class on the input, after `kessai-input`. */
  inputClassName?: string;
  /** Formats the raw text as the shopper types (see useMaskedInput). */
  format: (raw: string) => string;
  isKept?: (char: string) => boolean;
  adornment?: (value: string, inputId: string) => CardFieldAdornment;
}

/**
 * The form item and masked text input that every card field is made of. Card fields are always
 * required, validated on blur (useCardField) and never autocorrected or spell-checked; a field
 * passes only what makes it different.
 */
export function CardFieldInput({
  name,
  label,
  description,
  className,
  fieldClassName,
  inputClassName,
  format,
  isKept,
  adornment,
  inputMode,
  autoComplete,
  autoCapitalize,
  maxLength,
  placeholder,
}: CardFieldInputProps) {
  const ids = useFieldIds();
  const { value, error, setValue, onBlur } = useCardField(name);
  const masked = useMaskedInput(format, setValue, isKept);
  const extra = adornment?.(value, ids.inputId);
  return (
    <FormItemFrame
      ids={ids}
      label={label}
      required
      description={description}
      error={error}
      className={`kessai-card-field ${fieldClassName}${className ? ` ${className}` : ''}`}
    >
      <input
        {...masked}
        id={ids.inputId}
        name={name}
        type="text"
        inputMode={inputMode}
        autoComplete={autoComplete}
        autoCapitalize={autoCapitalize}
        autoCorrect="off"
        spellCheck={false}
        maxLength={maxLength}
        placeholder={placeholder}
        className={`kessai-input${inputClassName ? ` ${inputClassName}` : ''}`}
        value={value}
        aria-required="true"
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(ids, description !== undefined, error, extra?.describedById)}
        onBlur={onBlur}
      />
      {extra?.node}
    </FormItemFrame>
  );
}
