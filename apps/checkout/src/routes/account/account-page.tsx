import { savedCardsQueryOptions } from '@kessai/api-client/query';
import type { SavedCard } from '@kessai/api-client';
import { formatStoredCardExpiry, isStoredCardExpired, MAX_REGISTERED_CARDS } from '@kessai/domain';
import { Spinner } from '@kessai/ui';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useCheckoutClient } from '../../app/api-context.tsx';
import { readAccessToken } from '../../app/access-token.ts';
import './account-page.css';

/**
 * The member's saved cards (read only for now; deleting cards comes with the card-management
 * page). Guests learn where saved cards are available.
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
        <SavedCardList accessToken={accessToken} />
      )}
    </article>
  );
}

function SavedCardList({ accessToken }: { accessToken: string }) {
  const client = useCheckoutClient();
  const cards = useQuery(savedCardsQueryOptions(client, { accessToken }));
  if (cards.isPending) return <Spinner />;
  if (cards.isError) {
    return (
      <div>
        <p>
          <Trans>Your saved cards could not be loaded.</Trans>
        </p>
        <button type="button" className="kessai-button" onClick={() => void cards.refetch()}>
          <Trans>Try again</Trans>
        </button>
      </div>
    );
  }
  const count = cards.data.length;
  const max = MAX_REGISTERED_CARDS;
  if (count === 0) {
    return (
      <p>
        <Trans>There are no registered credit cards.</Trans>
      </p>
    );
  }
  return (
    <>
      <p>
        <Trans>
          Cards saved: {count} / {max}
        </Trans>
      </p>
      <ul className="checkout-saved-cards">
        {cards.data.map((card) => (
          <SavedCardRow key={card.cardSeq} card={card} />
        ))}
      </ul>
    </>
  );
}

function SavedCardRow({ card }: { card: SavedCard }) {
  const expiry = formatStoredCardExpiry(card.cardExp);
  const expired = isStoredCardExpired(card.cardExp);
  return (
    <li className="checkout-saved-cards__card">
      <span className="checkout-saved-cards__number">{card.cardNo}</span>
      <span>
        <Trans>Expires {expiry}</Trans>
      </span>
      {expired ? (
        <span className="checkout-saved-cards__expired">
          <Trans>Expired</Trans>
        </span>
      ) : null}
    </li>
  );
}
