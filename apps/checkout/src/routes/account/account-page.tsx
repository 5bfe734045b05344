import { Trans, useLingui } from '@lingui/react/macro';
import { readAccessToken } from '../../app/access-token.ts';
import { SavedCardsManager } from '../../features/saved-cards/saved-cards-manager.tsx';

/**
 * Card management (spec §1, decisions.md "Members"): the member's saved cards, with delete. Guests
 * (no access token) learn where saved cards are available.
 */
export default function AccountPage() {
  const { t } = useLingui();
  const accessToken = readAccessToken();
  return (
    <article className="checkout-section">
      <title>{t`Saved cards · Kessai Checkout`}</title>
      <h1 className="checkout-page-title">
        <Trans>Saved cards</Trans>
      </h1>
      {accessToken === undefined ? (
        <p>
          <Trans>
            Saved cards are available when you open this page from the shop's member page.
          </Trans>
        </p>
      ) : (
        <SavedCardsManager accessToken={accessToken} />
      )}
    </article>
  );
}
