import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import './faq-page.css';

/** One question of the accordion: a native disclosure, opened by click, Enter or Space. */
function Question({
  id,
  question,
  children,
}: {
  id: string;
  question: string;
  children: ReactNode;
}) {
  return (
    <details className="checkout-faq__item" id={id}>
      <summary className="checkout-faq__question">{question}</summary>
      <div className="checkout-faq__answer">{children}</div>
    </details>
  );
}

/**
 * Opens the question or section named in the address (`/faq#faq-refunds`, `/faq#contact`) and
 * scrolls to it: the page loads on demand, after the browser has already looked for the fragment.
 */
function useFragmentTarget(): void {
  const { hash } = useLocation();
  useEffect(() => {
    if (hash.length < 2) return;
    const target = document.getElementById(decodeURIComponent(hash.slice(1)));
    if (target === null) return;
    if (target instanceof HTMLDetailsElement) target.open = true;
    target.scrollIntoView?.({ block: 'start' });
  }, [hash]);
}

/**
 * Frequently asked questions, as an accordion; the contact, terms and privacy sections stay open
 * because the result views and the footer link to them (#contact, #terms, #privacy).
 */
export default function FaqPage() {
  const { t } = useLingui();
  useFragmentTarget();
  return (
    <article>
      <title>{t`Frequently asked questions · Kessai Checkout`}</title>
      <h1 className="checkout-page-title">
        <Trans>Frequently asked questions</Trans>
      </h1>
      <div className="checkout-section checkout-faq">
        <Question id="faq-methods" question={t`Which payment methods can I use?`}>
          <p>
            <Trans>
              Each shop chooses the methods it accepts: credit cards (Visa, Mastercard, JCB,
              American Express, Diners Club, UnionPay), PayPay, WeChat Pay and Alipay. The payment
              page shows the ones available for your order.
            </Trans>
          </p>
        </Question>
        <Question id="faq-3ds" question={t`Why am I asked to confirm my card with my bank?`}>
          <p>
            <Trans>
              This is 3-D Secure, a check by your card issuer that protects you from misuse of your
              card. Follow the instructions on your bank's page; you then return to the shop's
              payment page.
            </Trans>
          </p>
          <p>
            <Trans>
              If you do not know your 3-D Secure password or do not receive the code, contact your
              card issuer: the number is on the back of your card.
            </Trans>
          </p>
        </Question>
        <Question id="faq-saved-cards" question={t`Can I save my card for next time?`}>
          <p>
            <Trans>
              Yes, when you pay through a shop where you have an account: tick "Save this card for
              next time" on the payment page. You can save up to 5 cards. Next time you only enter
              the security code.
            </Trans>
          </p>
          <p>
            <Trans>
              To see or delete your saved cards, open the card management page from the shop's
              account page. The security code is never saved.
            </Trans>
          </p>
        </Question>
        <Question id="faq-declined" question={t`Why was my card declined?`}>
          <p>
            <Trans>
              The card issuer decides whether to approve a payment. Common reasons are a mistyped
              card number, expiry date or security code, an expired card, an insufficient credit
              limit, or a card that cannot be used for online shopping.
            </Trans>
          </p>
          <p>
            <Trans>
              Check what you entered and try again, or pay with another card or method. For the
              exact reason, contact your card issuer; for security reasons we are not told it.
            </Trans>
          </p>
        </Question>
        <Question id="faq-qr" question={t`How do I pay with PayPay, WeChat Pay or Alipay?`}>
          <p>
            <Trans>
              Choose the method and continue. On a computer, a QR code appears: scan it with the app
              on your phone and approve the payment there. On a phone, the app opens directly.
            </Trans>
          </p>
          <p>
            <Trans>
              Keep the payment page open until the payment is confirmed; it updates by itself. If
              the code has expired or the app did not open, choose the method again.
            </Trans>
          </p>
        </Question>
        <Question id="faq-deadline" question={t`Is there a deadline for paying?`}>
          <p>
            <Trans>
              Yes. The payment page shows the deadline set by the shop, in Japan time. After it
              passes, the payment can no longer be made: ask the shop for a new payment link.
            </Trans>
          </p>
        </Question>
        <Question id="faq-refunds" question={t`How do I cancel an order or get a refund?`}>
          <p>
            <Trans>
              Cancellations and refunds are handled by the shop: contact it directly. Once the shop
              has cancelled or refunded the payment, the payment page shows it.
            </Trans>
          </p>
          <p>
            <Trans>
              A refund to a card can take one or two billing cycles to appear on your statement,
              depending on your card issuer. If the payment was already billed, it is usually offset
              on a later statement.
            </Trans>
          </p>
        </Question>
        <Question id="faq-receipt" question={t`Can I get a receipt?`}>
          <p>
            <Trans>
              When the payment is complete, the page shows the payment details and history. Use
              "Print this page" to print it or save it as a PDF. For an invoice or a receipt with
              your company name, ask the shop.
            </Trans>
          </p>
        </Question>
      </div>
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
        <p>
          <Trans>
            For questions about a charge on your card statement, contact your card issuer.
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
