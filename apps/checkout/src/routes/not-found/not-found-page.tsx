import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';

/** Where unknown payments (an API 404) and the /404 route end up. */
export function NotFoundPage() {
  const { t } = useLingui();
  return (
    <article className="checkout-section">
      <title>{t`Page not found · Kessai Checkout`}</title>
      <h1 className="checkout-page-title">
        <Trans>Page not found</Trans>
      </h1>
      <p>
        <Trans>
          This page or payment does not exist. Check the link you received from the shop, or ask the
          shop for a new payment link.
        </Trans>
      </p>
      <p>
        <Link to="/">
          <Trans>Go to the Kessai Checkout home page</Trans>
        </Link>
      </p>
    </article>
  );
}
