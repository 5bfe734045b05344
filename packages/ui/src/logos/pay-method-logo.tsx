import type { PayMethod } from '@kessai/domain';
import { useLingui } from '@lingui/react/macro';
import type { LogoProps } from './logo-frame.js';
import { LogoFrame } from './logo-frame.js';
import { AlipayLogo, PayPayLogo, WeChatPayLogo } from './wallet-logos.js';

export interface PayMethodLogoProps extends LogoProps {
  method: PayMethod;
}

function CardLogo(props: LogoProps) {
  const { t } = useLingui();
  return (
    <LogoFrame {...props} name={t`Credit card`} background={null}>
      <rect x="10" y="7" width="28" height="18" rx="2" fill="#59636e" />
      <rect x="10" y="11" width="28" height="3" fill="#1f2328" />
      <rect x="13" y="19" width="9" height="2" fill="#fff" />
    </LogoFrame>
  );
}

/** The logo of a payment method; nothing for PAY_METHOD_UNSPECIFIED. */
export function PayMethodLogo({ method, ...props }: PayMethodLogoProps) {
  switch (method) {
    case 'PAYPAY':
      return <PayPayLogo {...props} />;
    case 'WECHATPAY':
      return <WeChatPayLogo {...props} />;
    case 'ALIPAY':
      return <AlipayLogo {...props} />;
    case 'CARD':
      return <CardLogo {...props} />;
    default:
      return null;
  }
}
