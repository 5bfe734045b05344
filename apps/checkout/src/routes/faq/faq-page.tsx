import { Trans, useLingui } from '@lingui/react/macro';

/** Frequently asked questions; the contact, terms and privacy links of the page point here. */
export default function FaqPage() {
  const { t } = useLingui();
  return (
    <article>
      <title>{t`Frequently asked questions · Kessai Checkout`}</title>
      <h1 className="checkout-page-title">
        <Trans>Frequently asked questions</Trans>
      </h1>
      <section className="checkout-section" aria-labelledby="faq-methods">
        <h2 id="faq-methods">
          <Trans>Which payment methods can I use?</Trans>
        </h2>
        <p>
          <Trans>
            Each shop chooses the methods it accepts: credit cards (Visa, Mastercard, JCB, American
            Express, Diners Club, UnionPay), PayPay, WeChat Pay and Alipay. The payment page shows
            the ones available for your order.
          </Trans>
        </p>
      </section>
      <section className="checkout-section" aria-labelledby="faq-3ds">
        <h2 id="faq-3ds">
          <Trans>Why am I asked to confirm my card with my bank?</Trans>
        </h2>
        <p>
          <Trans>
            This is 3-D Secure, a check by your card issuer that protects you from misuse of your
            card. Follow the instructions on your bank's page; you then return to the shop's payment
            page.
          </Trans>
        </p>
      </section>
      <section className="checkout-section" id="contact" aria-labelledby="faq-contact">
        <h2 id="faq-contact">
          <Trans>Contact us</Trans>
        </h2>
        <p>
          <Trans>
            For questions about your order, delivery or a refund, contact the shop you bought from.
            Its contact details are in your order confirmation email.
          </Trans>
        </p>
      </section>
      <section className="checkout-section" id="terms" aria-labelledby="faq-terms">
        <h2 id="faq-terms">
          <Trans>Terms of service</Trans>
        </h2>
        <p>
          <Trans>
            Your purchase is a contract between you and the shop. Kessai Checkout processes the
            payment on the shop's behalf.
          </Trans>
        </p>
      </section>
      <section className="checkout-section" id="privacy" aria-labelledby="faq-privacy">
        <h2 id="faq-privacy">
          <Trans>Privacy policy</Trans>
        </h2>
        <p>
          <Trans>
            Your card number and security code are sent only to the card company and are never
            stored on this site. We use your details only to process this payment.
          </Trans>
        </p>
      </section>
    </article>
  );
}
