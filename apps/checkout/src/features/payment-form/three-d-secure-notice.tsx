import { useLingui } from '@lingui/react/macro';

/** Tells the shopper beforehand that the card issuer may ask them to confirm (3-D Secure). */
export function ThreeDSecureNotice() {
  const { t } = useLingui();
  return (
    <aside className="checkout-three-d-secure" aria-label={t`3-D Secure`}>
      <p className="checkout-three-d-secure__text">
        {t`Your card issuer may ask you to confirm this payment (3-D Secure). If so, you will be taken to your issuer's page and then brought back here.`}
      </p>
    </aside>
  );
}
