import { detectCardNetwork, formatCardNumber } from '@kessai/domain';
import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { describedBy, FormItemFrame, useFieldIds } from '../form-item/form-item-frame.js';
import { CardNetworkLogo } from '../logos/card-network-logo.js';
import { useBrandNames } from '../logos/use-brand-names.js';
import { useCardField } from './use-card-field.js';
import { useMaskedInput } from './use-masked-input.js';

export interface CardFieldProps {
  /** The Formik field name. */
  name?: string;
  /** Default: the translated English label of the spec. */
  label?: ReactNode;
  description?: ReactNode;
  className?: string;
}

/**
 * Card number: masked by the detected network while typing (4-4-4-4, Amex 4-6-5, Diners 4-6-4),
 * with the network's logo. Full-width digits become half-width. There is no hard length cap: an
 * over-long paste stays visible and fails validation instead of being cut into another number.
 */
export function CardNumberField({
  name = 'cardNumber',
  label,
  description,
  className,
}: CardFieldProps) {
  const { t } = useLingui();
  const brandNames = useBrandNames();
  const ids = useFieldIds();
  const { value, error, setValue, onBlur } = useCardField(name);
  const masked = useMaskedInput(formatCardNumber, setValue);
  const network = detectCardNetwork(value);
  const logoId = `${ids.inputId}-network`;
  const hasLogo = network !== 'CARD_NETWORK_UNSPECIFIED';
  return (
    <FormItemFrame
      ids={ids}
      label={label ?? t`Card number`}
      required
      description={description}
      error={error}
      className={`kessai-card-field kessai-card-number${className ? ` ${className}` : ''}`}
    >
      <input
        {...masked}
        id={ids.inputId}
        name={name}
        type="text"
        inputMode="numeric"
        autoComplete="cc-number"
        autoCorrect="off"
        spellCheck={false}
        className="kessai-input kessai-card-field__input--with-logo"
        value={value}
        aria-required="true"
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(
          ids,
          description !== undefined,
          error,
          hasLogo ? logoId : undefined,
        )}
        onBlur={onBlur}
      />
      <CardNetworkLogo network={network} decorative className="kessai-card-field__logo" />
      {/* The detected network, read with the field's description (an SVG's aria-label is not
          reliably used for aria-describedby). */}
      {hasLogo && (
        <span id={logoId} className="kessai-visually-hidden">
          {brandNames[network]}
        </span>
      )}
    </FormItemFrame>
  );
}
