import { LogoBadge } from './logo-badge.js';
import type { LogoProps } from './logo-frame.js';

export function VisaLogo(props: LogoProps) {
  return (
    <LogoBadge {...props} brand="VISA" background="#1a1f71">
      <text x="24" y="21" fill="#fff" fontSize="13" fontStyle="italic">
        VISA
      </text>
    </LogoBadge>
  );
}

export function MastercardLogo(props: LogoProps) {
  return (
    <LogoBadge {...props} brand="MASTERCARD" background="#231f20">
      <circle cx="19" cy="16" r="9" fill="#eb001b" />
      <circle cx="29" cy="16" r="9" fill="#f79e1b" fillOpacity="0.85" />
    </LogoBadge>
  );
}

export function AmexLogo(props: LogoProps) {
  return (
    <LogoBadge {...props} brand="AMEX" background="#006fcf">
      <text x="24" y="20" fill="#fff" fontSize="11">
        AMEX
      </text>
    </LogoBadge>
  );
}

export function JcbLogo(props: LogoProps) {
  return (
    <LogoBadge {...props} brand="JCB" background={null}>
      <rect x="7" y="6" width="11" height="20" rx="3" fill="#0e4c96" />
      <rect x="18.5" y="6" width="11" height="20" rx="3" fill="#e21836" />
      <rect x="30" y="6" width="11" height="20" rx="3" fill="#00893c" />
      <g fill="#fff" fontSize="10">
        <text x="12.5" y="20">
          J
        </text>
        <text x="24" y="20">
          C
        </text>
        <text x="35.5" y="20">
          B
        </text>
      </g>
    </LogoBadge>
  );
}

export function DinersLogo(props: LogoProps) {
  return (
    <LogoBadge {...props} brand="DINERS" background={null}>
      <circle cx="24" cy="16" r="11" fill="#0079be" />
      <circle cx="24" cy="16" r="7.5" fill="#fff" />
      <rect x="23" y="8.5" width="2" height="15" fill="#0079be" />
    </LogoBadge>
  );
}

export function UnionPayLogo(props: LogoProps) {
  return (
    <LogoBadge {...props} brand="UNIONPAY" background={null}>
      <path d="M9 5h12l-5 22H4Z" fill="#e21836" />
      <path d="M19 5h12l-5 22H14Z" fill="#00447c" />
      <path d="M29 5h14l-5 22H24Z" fill="#007b84" />
      <text x="24" y="19" fill="#fff" fontSize="7">
        UnionPay
      </text>
    </LogoBadge>
  );
}
