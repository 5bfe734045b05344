import type { CardNetwork } from '@kessai/domain';
import type { ComponentType } from 'react';
import {
  AmexLogo,
  DinersLogo,
  JcbLogo,
  MastercardLogo,
  UnionPayLogo,
  VisaLogo,
} from './card-network-logos.js';
import type { LogoProps } from './logo-frame.js';

const LOGOS: Record<Exclude<CardNetwork, 'CARD_NETWORK_UNSPECIFIED'>, ComponentType<LogoProps>> = {
  VISA: VisaLogo,
  MASTERCARD: MastercardLogo,
  AMEX: AmexLogo,
  JCB: JcbLogo,
  DINERS: DinersLogo,
  UNIONPAY: UnionPayLogo,
};

export interface CardNetworkLogoProps extends LogoProps {
  network: CardNetwork;
}

/** The badge of a card network; a generic card outline (decorative) for an unknown network. */
export function CardNetworkLogo({ network, ...props }: CardNetworkLogoProps) {
  const Logo = network === 'CARD_NETWORK_UNSPECIFIED' ? undefined : LOGOS[network];
  if (Logo !== undefined) return <Logo {...props} />;
  return (
    <svg
      aria-hidden="true"
      className={`kessai-logo kessai-logo--generic${props.className ? ` ${props.className}` : ''}`}
      viewBox="0 0 48 32"
      focusable="false"
    >
      <rect x="6" y="4" width="36" height="24" rx="3" />
      <path d="M6 11h36M11 22h10" />
    </svg>
  );
}
