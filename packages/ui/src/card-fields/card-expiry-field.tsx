import { formatCardExpiryInput, toHalfWidth } from '@kessai/domain';
import { useLingui } from '@lingui/react/macro';
import { describedBy, FormItemFrame, useFieldIds } from '../form-item/form-item-frame.js';
import type { CardFieldProps } from './card-number-field.js';
import { useCardField } from './use-card-field.js';
import { useMaskedInput } from './use-masked-input.js';

/** Autofill and pastes sometimes give a four-digit year (12/2029); the field wants MM/YY. */
function formatExpiry(raw: string): string {
  const longYear = /^\s*(\d{1,2})\s*\/\s*20(\d{2})\s*$/.exec(toHalfWidth(raw));
  if (longYear)
    return formatCardExpiryInput(`${longYear[1]?.padStart(2, '0') ?? ''}${longYear[2] ?? ''}`);
  return formatCardExpiryInput(raw);
}

/** Expiry date as MM/YY: the slash is inserted after the month while typing. */
export function CardExpiryField({
  name = 'cardExpiry',
  label,
  description,
  className,
}: CardFieldProps) {
  const { t } = useLingui();
  const ids = useFieldIds();
  const { value, error, setValue, onBlur } = useCardField(name);
  const masked = useMaskedInput(formatExpiry, setValue);
  const hint = description ?? t`MM/YY`;
  return (
    <FormItemFrame
      ids={ids}
      label={label ?? t`Expiry date`}
      required
      description={hint}
      error={error}
      className={`kessai-card-field kessai-card-expiry${className ? ` ${className}` : ''}`}
    >
      <input
        {...masked}
        id={ids.inputId}
        name={name}
        type="text"
        inputMode="numeric"
        autoComplete="cc-exp"
        autoCorrect="off"
        spellCheck={false}
        placeholder="MM/YY"
        className="kessai-input"
        value={value}
        aria-required="true"
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(ids, true, error)}
        onBlur={onBlur}
      />
    </FormItemFrame>
  );
}
