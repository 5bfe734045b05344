import { Trans, useLingui } from '@lingui/react/macro';
import './landing-page.css';

/** What Kessai Checkout is, for anyone who opens the site without a payment link. */
export default function LandingPage() {
  const { t } = useLingui();
  return (
    <article className="checkout-landing">
      <title>{t`Kessai Checkout`}</title>
      <h1 className="checkout-page-title">
        <Trans>Kessai Checkout: secure payment pages for shops in Japan</Trans>
      </h1>
      <p>
        <Trans>
          Kessai Checkout is the payment page that shops send you to when you buy from them. It
          shows what you are buying and the total in yen, and takes your payment safely.
        </Trans>
      </p>
      <section className="checkout-section" aria-labelledby="landing-methods">
        <h2 id="landing-methods">
          <Trans>Ways to pay</Trans>
        </h2>
        <ul className="checkout-landing__list">
          <li>
            <Trans>
              Credit and debit cards: Visa, Mastercard, JCB, American Express, Diners Club and
              UnionPay, protected by 3-D Secure
            </Trans>
          </li>
          <li>
            <Trans>PayPay, WeChat Pay and Alipay, by scanning a QR code or in the app</Trans>
          </li>
        </ul>
      </section>
      <section className="checkout-section" aria-labelledby="landing-how">
        <h2 id="landing-how">
          <Trans>How to pay</Trans>
        </h2>
        <p>
          <Trans>
            Open the payment link you received from the shop. This page alone cannot take a payment:
            every payment has its own link.
          </Trans>
        </p>
        <p>
          <Trans>
            Your card number and security code go straight to the card company and are never stored
            on this site.
          </Trans>
        </p>
      </section>
    </article>
  );
}
