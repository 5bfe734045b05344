import { detectCardNetwork, formatCardNumber } from '@kessai/domain';
import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { CardNetworkLogo } from '../logos/card-network-logo.js';
import { useBrandNames } from '../logos/use-brand-names.js';
import { CardFieldInput, type CardFieldAdornment } from './card-field-input.js';

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
  const networkLogo = (value: string, inputId: string): CardFieldAdornment => {
    const network = detectCardNetwork(value);
    const logoId = `${inputId}-network`;
    const hasLogo = network !== 'CARD_NETWORK_UNSPECIFIED';
    return {
      describedById: hasLogo ? logoId : undefined,
      node: (
        <>
          <CardNetworkLogo network={network} decorative className="kessai-card-field__logo" />
          {/* The detected network, read with the field's description (an SVG's aria-label is
              not reliably used for aria-describedby). */}
          {hasLogo && (
            <span id={logoId} className="kessai-visually-hidden">
              {brandNames[network]}
            </span>
          )}
        </>
      ),
    };
  };
  return (
    <CardFieldInput
      name={name}
      label={label ?? t`Card number`}
      description={description}
      className={className}
      fieldClassName="kessai-card-number"
      inputClassName="kessai-card-field__input--with-logo"
      format={formatCardNumber}
      inputMode="numeric"
      autoComplete="cc-number"
      adornment={networkLogo}
    />
  );
}
