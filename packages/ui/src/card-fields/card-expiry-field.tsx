import { formatCardExpiryInput, toHalfWidth } from '@kessai/domain';
import { useLingui } from '@lingui/react/macro';
import { CardFieldInput } from './card-field-input.js';
import type { CardFieldProps } from './card-number-field.js';

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
  return (
    <CardFieldInput
      name={name}
      label={label ?? t`Expiry date`}
      // The format hint is the default description, so the field always has one.
      description={description ?? t`MM/YY`}
      className={className}
      fieldClassName="kessai-card-expiry"
      format={formatExpiry}
      inputMode="numeric"
      autoComplete="cc-exp"
      placeholder="MM/YY"
    />
  );
}
