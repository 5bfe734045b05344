import { LogoBadge } from './logo-badge.js';
import type { LogoProps } from './logo-frame.js';

export function PayPayLogo(props: LogoProps) {
  return (
    <LogoBadge {...props} brand="PAYPAY" background="#ff0033">
      <text x="24" y="20" fill="#fff" fontSize="10">
        PayPay
      </text>
    </LogoBadge>
  );
}

export function WeChatPayLogo(props: LogoProps) {
  return (
    <LogoBadge {...props} brand="WECHATPAY" background="#07a046">
      <ellipse cx="20" cy="14" rx="9" ry="7" fill="#fff" />
      <path d="m14 19-1.5 4 5-2.5Z" fill="#fff" />
      <ellipse cx="29" cy="19" rx="8" ry="6" fill="#fff" stroke="#07a046" strokeWidth="1.5" />
      <path d="m34 23 1.5 3.5-4.5-2Z" fill="#fff" />
      <g fill="#07a046">
        <circle cx="17" cy="12.5" r="1.2" />
        <circle cx="23" cy="12.5" r="1.2" />
        <circle cx="26.5" cy="18" r="1" />
        <circle cx="31.5" cy="18" r="1" />
      </g>
    </LogoBadge>
  );
}

export function AlipayLogo(props: LogoProps) {
  return (
    <LogoBadge {...props} brand="ALIPAY" background="#1677ff">
      <text x="24" y="20" fill="#fff" fontSize="10">
        Alipay
      </text>
    </LogoBadge>
  );
}
